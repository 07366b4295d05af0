/**
 * webpack's Module Federation sharing, as the bundler exposes it to code: the share scope holds
 * the shell's React, Emotion and design system, which every remote container is given. (These
 * names exist only in a webpack build with `ModuleFederationPlugin`; tests mock this module.)
 */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

/** Opaque to the shell: webpack fills it, containers read it. */
export type ShareScope = Record<string, unknown>;

/** A remote's container, as its `remoteEntry.js` leaves it in a global. */
export interface FederationContainer {
  init(shareScope: ShareScope): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

export const isContainer = (value: unknown): value is FederationContainer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FederationContainer).init === 'function' &&
  typeof (value as FederationContainer).get === 'function';

/** The default share scope, with the shell's shared modules registered in it. */
export async function defaultShareScope(): Promise<ShareScope> {
  await __webpack_init_sharing__('default');
  const scope = __webpack_share_scopes__.default;
  if (!scope) throw new Error('The shell has no Module Federation share scope');
  return scope;
}
