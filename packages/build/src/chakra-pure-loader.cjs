/**
 * Chakra's theme and anatomy modules call `defineRecipe(...)`, `createAnatomy(...)` and friends at
 * the top level without a `/*#__PURE__*\/` annotation, so the minifier must assume they have side
 * effects and keeps all ~80 recipes even when the site uses five. Annotating the calls lets
 * webpack and terser drop the unused ones. The calls are indeed pure: they build plain objects.
 */
const PURE_CALLS =
  /(^|[^\w$.])(defineConfig|defineRecipe|defineSlotRecipe|defineGlobalStyles|defineKeyframes|defineTextStyles|defineLayerStyles|defineAnimationStyles|createAnatomy|anatomy\.extendWith|[\w$]+Anatomy(?:\$1)?\.extendWith|defineTokens\.[\w$]+|defineSemanticTokens\.[\w$]+)\(/g;

module.exports = function chakraPureLoader(source) {
  return source.replace(PURE_CALLS, '$1/*#__PURE__*/ $2(');
};
