// `image.webp?responsive` in tests: a set shaped as the build's loader makes it
// (packages/build/src/responsive-image-loader.cjs), the same for every image.
module.exports = {
  __esModule: true,
  default: {
    width: 1200,
    height: 675,
    src: 'image.webp',
    sources: [
      {
        type: 'image/avif',
        srcSet: 'image-400w.avif 400w, image-800w.avif 800w, image-1200w.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet: 'image-400w.webp 400w, image-800w.webp 800w, image.webp 1200w',
      },
    ],
  },
};
