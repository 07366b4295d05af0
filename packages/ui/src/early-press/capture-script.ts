/**
 * The inline script every server-rendered page carries in its head (decision 027): until the
 * page's code has taken a form over, a submission of a form marked `data-early-press="<id>"` is
 * held rather than sent. The button pressed says so (`aria-busy="true"`, which its styles turn
 * into a visible "Sending…"), and the press is handed to the form's code once it runs
 * (`useEarlyPress`), which carries it out with what was typed by then. A later press on the same
 * form replaces the held one: one press, the last, is carried out.
 *
 * The held submission goes no further: not to the browser (a native submission would reload the
 * page and wipe the other fields) and not to React's listeners, which may already run on a
 * region hydrated a moment before its component took the form over (the press would then be
 * carried out twice).
 *
 * If nobody takes the press within `earlyPressGiveUpMs` (the page's code never ran: a remote
 * down, a script blocked), or as soon as the page knows that its region's code cannot be loaded
 * (`giveUp()`, from then on at once), the button is no longer busy. A GET form (the blog's filter) is then
 * submitted natively, as it would have been without JavaScript: it loses nothing. A POST form
 * (one that sends a message) shows its `[data-early-press-failed]` note instead: it says the page
 * could not send, and where to write. Nothing typed is touched.
 *
 * Kept as small as it can be: it is in every page's HTML (the budgets count it) and its
 * SHA-256 is in the CSP. `window.__earlyPresses` is its whole API:
 * - `claim(id)` marks the form as the page's own from then on, and returns the index (among the
 *   form's buttons) of the held press's button, -1 for a press with no button (Enter in a field),
 *   or undefined when none is held;
 * - `giveUp()` says that the forms in the page now, not claimed yet, never will be (their region's
 *   code could not be loaded, or threw): a press held now ends as above at once, and a later press
 *   on one of them after `earlyPressGivenUpMs` instead of the whole wait. A form that comes later
 *   (a page opened in the browser) is held as before until its code claims it.
 *
 * A held press ends on the form with its id that is in the page then, with the button at the same
 * place: the shell may have put a copy of the region in place of the server's
 * (`KeptServerRegion`), and the copy is what the visitor sees.
 */

/** The global the script defines, and `useEarlyPress` reads. */
export const earlyPressGlobal = '__earlyPresses';

/** The attribute that marks a form whose early submissions are held: its value is the form's id. */
export const earlyPressAttribute = 'data-early-press';

/** The attribute of the note shown when a held press was never taken. */
export const earlyPressFailedAttribute = 'data-early-press-failed';

/** How long a held press waits for the page's code before the script gives up. */
export const earlyPressGiveUpMs = 15_000;

/**
 * How long a press on a form given up (`giveUp()`) shows that it is busy before its note shows
 * again: a press answered in the same task would change nothing a visitor or a screen reader
 * notices.
 */
export const earlyPressGivenUpMs = 300;

/** What the server writes into the page's head, as it is (its hash is in the CSP). */
export const earlyPressCaptureScript =
  `(()=>{const q={},l=new Set,G=new Set,A="${earlyPressAttribute}",` +
  `u=(b,v)=>b&&b.setAttribute("aria-busy",v),n=f=>f.querySelector("[${earlyPressFailedAttribute}]");` +
  `window.${earlyPressGlobal}={claim(i){l.add(i);const p=q[i];delete q[i];` +
  `if(p){clearTimeout(p.t);u(p.b,"false");return p.x}},` +
  `giveUp(){document.querySelectorAll("["+A+"]").forEach(f=>G.add(f.getAttribute(A)));` +
  `for(const i in q)q[i].g()}};` +
  `document.addEventListener("submit",e=>{const f=e.target,i=f.getAttribute(A);` +
  `if(i===null||l.has(i))return;e.preventDefault();e.stopPropagation();const b=e.submitter,o=q[i],` +
  `m=n(f);if(o){clearTimeout(o.t);u(o.b,"false")}u(b,"true");if(m)m.hidden=!0;` +
  `const x=b?[...f.querySelectorAll("button")].indexOf(b):-1,g=()=>{clearTimeout(p.t);delete q[i];` +
  `u(b,"false");const F=document.querySelector("["+A+'="'+i+'"]')||f,B=F.querySelectorAll("button")[x],` +
  `M=n(F);u(B,"false");if(F.method==="get"){l.add(i);F.requestSubmit(B)}else if(M)M.hidden=!1},` +
  `p=q[i]={b,x,g};p.t=setTimeout(g,G.has(i)?${earlyPressGivenUpMs}:${earlyPressGiveUpMs})},!0)})()`;
