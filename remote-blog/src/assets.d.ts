declare module '*.svg' {
  /** URL of the emitted file. */
  const url: string;
  export default url;
}
