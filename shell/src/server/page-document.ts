import { serverStateElementId, type ServerState } from '@site/contracts/server-state';
import { earlyPressAttribute, earlyPressCaptureScript } from '@site/ui/early-press-script';
import { pageStylesElement } from '@site/ui/server';

/**
 * JSON for a `<script type="application/json">` element: no value can close the element or
 * start a comment, whatever it holds (`</script>`, `<!--`), and the two line separators that
 * older parsers treat as line ends are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What React rendered for one page: the document's `<head>` additions and `#root`'s content. */
export interface RenderedMarkup {
  /** `<title>`, `<meta>`, `<link>` elements React hoisted into the head. */
  head: string;
  /** The inner HTML of `#root`. */
  root: string;
  /** The page's Emotion styles, for the end of the head (`hoistEmotionStyles`). */
  styles?: string;
}

const emotionStyle =
  /<style data-emotion="([^"]*)"(?: data-fixed="([^"]*)")?(?: nonce="[^"]*")?>([^<]*)<\/style>/g;

/** An attribute's value as React writes it, back to the text it was given. */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Emotion renders each component's styles as a `<style data-emotion="css …">` beside it, in the
 * body. In the browser, Emotion's start-up would move (and re-insert) each into the head before
 * React hydrates, and the browser would then work out the whole page's style again. They are sent
 * in the head instead, in the order they were rendered: the component styles (key `css`) as one
 * element that the browser's cache adopts by name (`@site/ui`'s page-styles), and each global
 * style as its own element, marked as already moved (`data-s`), where its `Global` component
 * finds it by name. An empty global style is left out: its component inserts nothing.
 *
 * A fixed-style part's style names the part (`data-fixed`): the element lists each part's class,
 * so that the browser takes it without resolving the part's styles (decision 050). A part named
 * twice with two classes (two components given one display name) is left out: each resolves its
 * own.
 */
export function hoistEmotionStyles(markup: RenderedMarkup): RenderedMarkup {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const fixedClasses = new Map<string, string | null>();
  const root = markup.root.replace(
    emotionStyle,
    (_whole, attribute: string, fixedPart: string | undefined, css: string) => {
      const [key, ...ids] = attribute.split(' ');
      if (key === 'css') {
        // An empty one names a part whose rule another part inserted first (its name is listed
        // already), or a part with no styles (a class with no rule, in place all the same).
        names.push(...ids.filter((id) => css !== '' || !names.includes(id)));
        if (css !== '') rules.push(css);
        const part = fixedPart && unescapeAttribute(fixedPart);
        if (part && ids.length === 1) {
          const seen = fixedClasses.get(part);
          fixedClasses.set(part, seen === undefined || seen === ids[0] ? ids[0]! : null);
        }
      } else if (css !== '') {
        globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
      }
      return '';
    },
  );
  const named = Object.fromEntries(
    [...fixedClasses].filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const components = names.length > 0 ? pageStylesElement(names, rules.join(''), named) : '';
  return { ...markup, root, styles: `${markup.styles ?? ''}${globals.join('')}${components}` };
}

/**
 * Splits the whole document React rendered (`<html><head>…</head><body><div id="root">…</div>
 * </body></html>`, the shape `DocumentShell` renders) into the hoisted head tags and the
 * content of `#root`. React hoists `<title>` and `<meta>` into `<head>` only when it renders the
 * whole document, so the page renders one, and the built `index.html` takes its two parts.
 */
export function splitRenderedDocument(html: string): RenderedMarkup {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const rootOpen = '<div id="root">';
  const rootStart = html.indexOf(rootOpen, headEnd);
  const rootEnd = html.lastIndexOf('</div></body></html>');
  if (headStart < 0 || headEnd < headStart || rootStart < 0 || rootEnd < rootStart) {
    throw new Error('The rendered document does not have the expected <head> and #root');
  }
  return {
    head: html.slice(headStart + '<head>'.length, headEnd),
    root: html.slice(rootStart + rootOpen.length, rootEnd),
  };
}

/**
 * The files of the page's own code, from the release of its remote it was rendered with: what the
 * browser would otherwise ask for only once the shell's entry had run and read the manifest.
 */
export interface PageCode {
  /** The remote's `mf-manifest.json` (the shell's loader reads it). */
  manifestUrl: string;
  /** The remote's entry and the page module's chunks. */
  scripts: readonly string[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Preload hints for the page's code, so that every file the page needs to run is asked for as
 * the HTML arrives, none once another has run. Cross-origin and CORS-mode like the requests they
 * stand for (the loader's `fetch`, and its scripts' `crossorigin="anonymous"`), or the browser
 * would not use them. Low priority, like the shell's start-up chunks: the page's paint, its styles
 * and images, come first.
 */
export function pageCodePreloads(code: PageCode | undefined): string {
  if (!code) return '';
  return [
    `<link rel="preload" href="${attribute(code.manifestUrl)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    ...code.scripts.map(
      (src) =>
        `<link rel="preload" href="${attribute(src)}" as="script" crossorigin="anonymous" fetchpriority="low">`,
    ),
  ].join('');
}

/**
 * The page the visitor receives: the shell's built `index.html` (its page-wide CSS, start-up
 * script and preloads) with the page's own head tags instead of the default title, the rendered
 * content in `#root`, and the state the browser hydrates with beside it. The "needs JavaScript"
 * note goes: the page works without it. `remotes.json` is not preloaded: the page names the exact
 * releases of the remotes it was rendered with, in its state, and preloads its own code from them.
 */
export function pageDocument(
  template: string,
  markup: RenderedMarkup,
  state: ServerState,
  code?: PageCode,
): string {
  const replaced = (html: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
    return html.replace(pattern, () => replacement);
  };
  let html = template;
  html = replaced(html, /<title>[^<]*<\/title>/, markup.head, '<title>');
  html = html.replace(/<link[^>]*href="\/remotes\.json"[^>]*>/, '');
  html = html.replace(/<noscript>[^<]*<\/noscript>/, '');
  // The early-press capture script (decision 027) only where a form would need it: a page with
  // none is lighter by its bytes, and a form a later page renders in the browser needs none.
  if (!markup.root.includes(`${earlyPressAttribute}=`)) {
    html = html.replace(`<script>${earlyPressCaptureScript}</script>`, '');
  }
  const head = `${pageCodePreloads(code)}${markup.styles ?? ''}`;
  if (head) html = replaced(html, /<\/head>/, `${head}</head>`, '</head>');
  html = replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${markup.root}</div>` +
      `<script id="${serverStateElementId}" type="application/json">${scriptJson(state)}</script>`,
    'empty <div id="root">',
  );
  return html;
}
