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
 * - `giveUp()` says that the forms not claimed yet never will be (their region's code could not be
 *   loaded): a press held now, or made later, ends as above at once instead of after the wait.
 */

/** The global the script defines, and `useEarlyPress` reads. */
export const earlyPressGlobal = '__earlyPresses';

/** The attribute that marks a form whose early submissions are held: its value is the form's id. */
export const earlyPressAttribute = 'data-early-press';

/** The attribute of the note shown when a held press was never taken. */
export const earlyPressFailedAttribute = 'data-early-press-failed';

/** How long a held press waits for the page's code before the script gives up. */
export const earlyPressGiveUpMs = 15_000;

/** What the server writes into the page's head, as it is (its hash is in the CSP). */
export const earlyPressCaptureScript =
  `(()=>{const q={},l=new Set,u=(b,v)=>b&&b.setAttribute("aria-busy",v);let d;` +
  `window.${earlyPressGlobal}={claim(i){l.add(i);const p=q[i];delete q[i];` +
  `if(p){clearTimeout(p.t);u(p.b,"false");return p.x}},giveUp(){d=1;for(const i in q)q[i].g()}};` +
  `document.addEventListener("submit",e=>{const f=e.target,i=f.getAttribute("${earlyPressAttribute}");` +
  `if(i===null||l.has(i))return;e.preventDefault();e.stopPropagation();const b=e.submitter,o=q[i],` +
  `m=f.querySelector("[${earlyPressFailedAttribute}]");if(o){clearTimeout(o.t);u(o.b,"false")}` +
  `u(b,"true");if(m)m.hidden=!0;const g=()=>{clearTimeout(p.t);delete q[i];u(b,"false");` +
  `if(f.method==="get"){l.add(i);f.requestSubmit(b)}else if(m)m.hidden=!1},` +
  `p=q[i]={b,x:b?[...f.querySelectorAll("button")].indexOf(b):-1,g};` +
  `p.t=setTimeout(g,${earlyPressGiveUpMs});if(d)g()},!0)})()`;
