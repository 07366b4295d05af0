declare module '*.webp' {
  /** URL of the emitted file. */
  const url: string;
  export default url;
}
