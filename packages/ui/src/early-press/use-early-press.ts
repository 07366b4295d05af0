import { useEffect, type RefObject } from 'react';
import { nextTask } from '../next-task';
import { loadSystem, systemLoaded } from '../system';
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
 *
 * What a press renders next (a list loading, a message, a toast) may be new to the page, and the
 * browser renders it with the design system, whose code is a chunk of its own (decision 061),
 * asked for once the page runs. So the form is taken over once that code is there: until then the
 * inline script goes on holding its presses, each button saying it waits. If the code cannot be
 * loaded, the form is taken over all the same: no press is lost. The code is asked for in a task
 * after the one in which the page's effects run (decision 063): adding its script to the document
 * costs the main thread some milliseconds.
 */
export function useEarlyPress(id: string, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    let active = true;
    let release = () => {};
    const takeOver = () => {
      const element = form.current;
      if (!active || !element) return;
      const held = window[earlyPressGlobal]?.claim(id);
      const failed = element.querySelector<HTMLElement>(`[${earlyPressFailedAttribute}]`);
      const hideFailed = () => {
        if (failed) failed.hidden = true;
      };
      element.addEventListener('submit', hideFailed, true);
      release = () => element.removeEventListener('submit', hideFailed, true);
      if (held !== undefined) {
        const button = element.querySelectorAll('button')[held];
        element.requestSubmit(button?.type === 'submit' ? button : undefined);
      }
    };
    if (systemLoaded()) takeOver();
    else void nextTask().then(loadSystem).then(takeOver, takeOver);
    return () => {
      active = false;
      release();
    };
  }, [id, form]);
}
