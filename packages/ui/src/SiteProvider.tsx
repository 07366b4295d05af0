import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { CacheProvider } from '@emotion/react';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isCodeGone } from './code-gone';
import { pageStylesCache } from './page-styles';
import { PlainToasts } from './plain-toasts';
import { loadSystem, system } from './system';
import { onToastChange, toaster } from './toaster';

/**
 * Theme and toasts for a whole page. Rendered once, by the shell (or by a remote's standalone
 * bootstrap); a remote mounted in the shell never renders it again.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const page = (
    <ChakraProvider value={system}>
      {children}
      <ToastRegionWhenNeeded />
    </ChakraProvider>
  );
  // A server-rendered page's styles are in its head already (./page-styles.ts).
  const cache = pageStylesCache();
  return cache ? <CacheProvider value={cache}>{page}</CacheProvider> : page;
}

/**
 * What a visitor does first (a tap, a click, a key, moving the focus). Every toast but a failed
 * first load follows one of these, so the region's code is fetched then, in the background.
 */
const firstActions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The toast region's code, a chunk of its own. The chunk's name is one the shell's build keeps
 * out of its start-up chunk (`lateChunkNames` in `@site/build`).
 */
const loadToastRegion = (): Promise<ComponentType> =>
  Promise.all([
    import(/* webpackChunkName: "toast-region" */ './toast-region'),
    // Its toasts are Chakra elements, rendered by the browser (decision 061).
    loadSystem(),
  ]).then(([module]) => module.default);

/**
 * The toast region, mounted (and its code downloaded) at the visitor's first action, or at once
 * when a toast is created before that (a page whose data could not be loaded). A page that is only
 * read never downloads it, and its start-up (a synchronous re-render of the toast store) never
 * lengthens the page's first render. The store keeps a toast created earlier, and the region
 * shows it.
 *
 * If the code cannot be downloaded (the network dropped, or a shell deploy removed it), the page
 * goes on, and the download is tried again at the visitor's next action or the next toast, unless
 * the server no longer has the file (`isCodeGone`). Until it arrives, the toasts are shown plainly
 * (`PlainToasts`): the contact form's answer, for one, is only a toast.
 */
function ToastRegionWhenNeeded() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  const [failures, setFailures] = useState(0);
  /** The code is not on the server any more (a shell deploy): asking again cannot bring it. */
  const [codeGone, setCodeGone] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (Region || codeGone) return;
    let active = true;
    const listening = { capture: true, passive: true } as const;
    let unsubscribe = () => {};
    const stopListening = () => {
      unsubscribe();
      for (const type of firstActions) window.removeEventListener(type, load, listening);
    };
    function load() {
      stopListening();
      loadToastRegion().then(
        (region) => {
          if (active) startTransition(() => setRegion(() => region));
        },
        (error: unknown) => {
          console.error('[ui] the toast region could not be loaded:', error);
          if (!active) return;
          setFailures((count) => count + 1);
          // Answered after this effect has given way to the next (failures changed).
          void isCodeGone(error).then((gone) => gone && mounted.current && setCodeGone(true));
        },
      );
    }
    // Toasts already waiting: at once, unless that is what has just failed (then at the next
    // action or toast, not in a loop while the network is down).
    if (failures === 0 && toaster.getVisibleToasts().length > 0) load();
    else {
      unsubscribe = onToastChange(load);
      for (const type of firstActions) window.addEventListener(type, load, listening);
    }
    return () => {
      active = false;
      stopListening();
    };
  }, [Region, failures, codeGone]);
  if (Region) return <Region />;
  return failures > 0 ? <PlainToasts /> : null;
}
