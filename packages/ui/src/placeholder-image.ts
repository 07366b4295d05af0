/**
 * Shown in place of an image that failed to load. Inlined as a data URI so that it can never
 * fail itself, even when the server that held the original image is down.
 */
const placeholderSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
  '<rect width="640" height="400" fill="#eef1f6"/>' +
  '<g fill="none" stroke="#9aa6b8" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect x="250" y="140" width="140" height="110" rx="12"/>' +
  '<circle cx="285" cy="175" r="12"/>' +
  '<path d="m250 230 40-38 30 28 22-18 48 40"/></g></svg>';

export const placeholderImageSrc = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;
