/**
 * Chakra's theme and anatomy modules call `defineRecipe(...)`, `createAnatomy(...)` and friends at
 * the top level without a `/*#__PURE__*\/` annotation, so the minifier must assume they have side
 * effects and keeps all ~80 recipes even when the site uses five. Annotating the calls lets
 * webpack and terser drop the unused ones. The calls are indeed pure: they build plain objects.
 * No supported option does this (decision 002): without the loader the shell's start-up chunk is
 * about 24 KiB of gzip larger.
 *
 * A Chakra upgrade that renames these factories, or adds another, would silently bring every
 * recipe back: so the loader fails the build when a top-level constant of a module it annotates
 * is still initialised by a call it does not know (`chakra-loaders.test.ts` runs it over the
 * installed Chakra in `npm test`).
 */
const PURE_CALLS =
  /(^|[^\w$.])(defineConfig|defineRecipe|defineSlotRecipe|defineStyle|defineGlobalStyles|defineKeyframes|defineTextStyles|defineLayerStyles|defineAnimationStyles|createAnatomy|anatomy\.extendWith|[\w$]+Anatomy(?:\$1)?\.extendWith|defineTokens\.[\w$]+|defineSemanticTokens\.[\w$]+)\(/g;

/** A top-level constant initialised by a call with no pure annotation: `const x = f(`. */
const UNANNOTATED_TOP_LEVEL_CALL =
  /^(?:export )?(?:const|let|var) [\w$]+ = (?!\/\*\s*[#@]__PURE__\s*\*\/)([\w$.]+)\(/gm;

module.exports = function chakraPureLoader(source) {
  const annotated = source.replace(PURE_CALLS, '$1/*#__PURE__*/ $2(');
  const unknown = new Set(
    Array.from(annotated.matchAll(UNANNOTATED_TOP_LEVEL_CALL), (match) => match[1]),
  );
  if (unknown.size > 0) {
    const resource = (this && this.resourcePath) || 'a Chakra theme module';
    throw new Error(
      `chakra-pure-loader: ${resource} calls ${[...unknown].map((call) => `${call}(…)`).join(', ')} ` +
        'at the top level, which the loader does not know: Chakra changed how its theme is built. ' +
        'If the call only builds an object, add it to PURE_CALLS in ' +
        'packages/build/src/chakra-pure-loader.cjs; otherwise unused recipes can no longer be dropped.',
    );
  }
  return annotated;
};
