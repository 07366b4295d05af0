import { useEffect, type RefObject } from 'react';
import { earlyPressAttribute, earlyPressFailedAttribute, earlyPressGlobal } from './capture-script';

interface EarlyPresses {
  claim(id: string): number | undefined;
  giveUp(): void;
}

declare global {
  interface Window {
    [earlyPressGlobal]?: EarlyPresses;
  }
}

/** Spread on a `<form>` whose presses before the page runs are held and carried out after. */
export const earlyPressForm = (id: string) => ({ [earlyPressAttribute]: id });

/**
 * Tells the page's inline script that the forms it holds presses for will not be taken over: the
 * code of the region they are in could not be loaded. A held press, and any later one, ends at
 * once as it would after `earlyPressGiveUpMs`: a GET form is submitted natively, a POST form shows
 * its note. Forms already claimed are not affected.
 */
export function giveUpEarlyPresses(): void {
  window[earlyPressGlobal]?.giveUp();
}

/**
 * Takes the form over from the page's inline script (`earlyPressCaptureScript`, decision 027):
 * from now on its submissions reach the page's own handler, and a press the visitor made before
 * the page ran is carried out now, once, as a submission by the same button (the browser checks
 * the fields first, as it did for the press).
 *
 * A press the script gave up on (the page ran later than `earlyPressGiveUpMs`) is not carried out:
 * the visitor was told it was not sent. Its note stays until they press again, which the page now
 * handles.
 */
export function useEarlyPress(id: string, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const held = window[earlyPressGlobal]?.claim(id);
    const element = form.current;
    if (!element) return;
    const failed = element.querySelector<HTMLElement>(`[${earlyPressFailedAttribute}]`);
    const hideFailed = () => {
      if (failed) failed.hidden = true;
    };
    element.addEventListener('submit', hideFailed, true);
    if (held !== undefined) {
      const button = element.querySelectorAll('button')[held];
      element.requestSubmit(button?.type === 'submit' ? button : undefined);
    }
    return () => element.removeEventListener('submit', hideFailed, true);
  }, [id, form]);
}
