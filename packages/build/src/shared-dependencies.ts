import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A shared module as webpack's `ModuleFederationPlugin` takes it. */
export interface SharedConfig {
  singleton: true;
  /** `false`: the remote bundles no copy of its own; the shell always provides it. */
  import?: false;
  /** The versions accepted from the share scope; `false` accepts any. */
  requiredVersion: string | false;
}

/**
 * What the shell and every remote share, each as a single copy. React and Emotion hold global
 * state; `@site/ui` holds the Chakra system and the toast store; `@site/ui/router` holds the
 * router context. Chakra and react-router themselves are NOT shared: sharing a library whole ships
 * all of it to every page, while inside `@site/ui` they are tree-shaken to what the site uses.
 * Keys ending in `/` share every subpath (`react/jsx-runtime`, `react-dom/client`).
 */
export const sharedKeys = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@site/ui',
  '@site/ui/router',
] as const;

/** The shell provides its own copies; versions come from the packages' package.json. */
export const sharedDependencies = Object.fromEntries(
  sharedKeys.map((key) => [key, { singleton: true }]),
) as Record<(typeof sharedKeys)[number], { singleton: true }>;

/** The dependency ranges a workspace declares (`dependencies` and `peerDependencies`). */
export function dependenciesOf(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  return { ...pkg.peerDependencies, ...pkg.dependencies };
}

/** `@site/ui/router` → `@site/ui`, `react/` → `react`. */
export const packageOf = (key: string): string =>
  key
    .split('/')
    .filter(Boolean)
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A remote takes every shared module from the shell (`import: false`): it bundles no fallback
 * copy, so its entry stays small, and it declares the ranges it accepts from its package.json
 * (a subpath key accepts the version of its package).
 */
export function sharedFromShell(
  dependencies: Readonly<Record<string, string>>,
): Record<string, SharedConfig> {
  return Object.fromEntries(
    sharedKeys.map((key): [string, SharedConfig] => {
      const range = dependencies[packageOf(key)];
      return [key, { singleton: true, import: false, requiredVersion: range ?? false }];
    }),
  );
}
