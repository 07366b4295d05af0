import type { SystemContext } from '@chakra-ui/react/styled-system';
import { loadInFullIfCodeGone } from './code-gone';
import { nextTask } from './next-task';

/** The system's builder once its chunk has arrived (./page-system.ts). */
let build: (() => SystemContext) | undefined;
let loading: Promise<void> | undefined;
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});

/**
 * The system's chunk, its modules evaluated in three tasks rather than one (decision 065): Chakra's
 * style engine, its base preset, then the pages' theme and the builder. The three imports name
 * the same chunk, so it is asked for once; each evaluates only what the ones before it have not.
 * `webpackExports` names what the pages use of the first two, so that the rest of their modules
 * is left out of the chunk as before.
 */
const evaluatedInParts = () =>
  import(
    /* webpackChunkName: "page-system", webpackExports: ["createSystem"] */ '@chakra-ui/react/styled-system'
  )
    .then(nextTask)
    .then(
      () =>
        import(
          /* webpackChunkName: "page-system", webpackExports: ["defaultBaseConfig"] */ '@chakra-ui/react/preset-base'
        ),
    )
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "page-system" */ './page-system'));

/**
 * Loads the code that builds the pages' Chakra system: a chunk of its own in the browser
 * (decision 061), which the shell asks for once the page runs, and whatever needs it first asks
 * for itself. Resolves when it is there; the system is still built only on first use. A load
 * that failed is tried again at the next call.
 */
export function loadSystem(): Promise<void> {
  loading ??= evaluatedInParts().then(
    (module) => {
      build = module.buildPageSystem;
      arrive();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the system's code is there, so that using it will not suspend. */
export const systemLoaded = (): boolean => build !== undefined;

/**
 * The builder, or a part rendered before the system's code has arrived suspends until it has, as
 * a lazy component does. React keeps what is on screen meanwhile: a part of a page the server
 * rendered stays as sent (its links work as plain links), a navigation (a transition) keeps the
 * page before it, and a new boundary shows its fallback. The promise thrown settles only when the
 * code is there, so a load that fails leaves the part waiting, never failed, and never retried in
 * a loop: each new render that needs the system (the next navigation, a toast) asks for it again.
 * If the chunk is gone from the server after a navigation, the page is loaded in full instead
 * (`loadInFullIfCodeGone`).
 */
function builderOrSuspend(): () => SystemContext {
  if (build) return build;
  loadSystem().catch((error: unknown) => {
    console.error('[ui] the design system could not be loaded:', error);
    // A page reached by a link, whose code a shell deploy has since replaced: loaded in full.
    void loadInFullIfCodeGone(error);
  });
  // The promise itself: React's protocol for a part that is not ready yet.
  throw arrived;
}

/**
 * The User Timing mark set when the system is built: a page the server rendered sets none while
 * it hydrates, its later parts included (`e2e/tests/server-rendering.spec.ts`).
 */
export const systemBuiltMark = 'site:system-built';

/**
 * A system built the first time one of its parts is used (decision 051). Hydrating a page the
 * server rendered uses none: its parts take their classes from the page (decision 050), and no
 * Chakra element renders before it runs. The build then happens when the browser renders
 * something new, after the page runs, not on the way to it.
 *
 * `ChakraProvider` reads two things as it renders, answered here without building: the global
 * styles (none) and `_config.disableLayers`, which only decides whether it inserts the layers'
 * at-rule, empty in this system (`withoutGlobalStyles`). No other code reads `_config` but the
 * page-wide CSS's test, which gets the built one.
 */
export function builtOnFirstUse(build: () => SystemContext): SystemContext {
  let built: SystemContext | undefined;
  const real = () => {
    if (built) return built;
    built = build();
    // Not in every environment (jsdom has none).
    globalThis.performance?.mark?.(systemBuiltMark);
    return built;
  };
  const config = new Proxy({} as SystemContext['_config'], {
    get: (_target, key) => (key === 'disableLayers' ? true : Reflect.get(real()._config, key)),
  });
  return new Proxy({} as SystemContext, {
    get: (_target, key) => {
      if (key === '_global') return [];
      if (key === '_config') return config;
      return Reflect.get(real(), key);
    },
    has: (_target, key) => key in real(),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The pages' system: built on first use, from code loaded by `loadSystem()`. */
export const system: SystemContext = builtOnFirstUse(() => builderOrSuspend()());
