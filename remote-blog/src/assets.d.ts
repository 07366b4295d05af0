declare module '*.webp' {
  /** URL of the emitted file. */
  const url: string;
  export default url;
}

declare module '*.webp?responsive' {
  import type { ResponsiveImageSet } from '@site/ui';
  /** The image in its widths and formats (`packages/build/src/responsive-image-loader.cjs`). */
  const set: ResponsiveImageSet;
  export default set;
}
