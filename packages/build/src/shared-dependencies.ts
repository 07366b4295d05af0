import type { moduleFederationPlugin } from '@module-federation/sdk';

/**
 * What the shell and every remote share, each as a single copy. React and Emotion hold global
 * state; `@site/ui` holds the Chakra system and the toast store; `@site/ui/router` holds the
 * router context. Chakra and react-router themselves are NOT shared: sharing a library whole ships
 * all of it to every page, while inside `@site/ui` they are tree-shaken to what the site uses.
 * Versions come from each package's package.json, so the semver ranges in the apps' dependencies
 * decide what a remote accepts from the shell.
 */
export const sharedDependencies: moduleFederationPlugin.SharedObject = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  '@emotion/react': { singleton: true },
  '@site/ui': { singleton: true },
  '@site/ui/router': { singleton: true },
};
