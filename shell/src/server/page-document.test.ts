import { earlyPressCaptureScript } from '@site/ui/early-press-script';
import {
  hoistEmotionStyles,
  pageDocument,
  scriptJson,
  splitRenderedDocument,
} from './page-document';

const template =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"/><title>Elevate SaaS Solutions</title>' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/><style>x{}</style></head>' +
  '<body><noscript>This website needs JavaScript. Please turn it on and reload the page.</noscript>' +
  '<div id="root"></div></body></html>';

const state = {
  remotes: { marketing: 'https://m.example/v2/mf-manifest.json' },
  routes: [],
  siteUrl: 'https://s.example',
  pageData: {},
};

describe('the page document', () => {
  it('takes the head tags and the content React rendered for the whole document', () => {
    const markup = splitRenderedDocument(
      '<!DOCTYPE html><html lang="en-GB"><head><title>Finance | Co</title><meta name="description" content="d"/></head>' +
        '<body><div id="root"><div class="frame"><h1>Finance</h1></div></div></body></html>',
    );
    expect(markup).toEqual({
      head: '<title>Finance | Co</title><meta name="description" content="d"/>',
      root: '<div class="frame"><h1>Finance</h1></div>',
    });
  });

  it('is the built index.html with the page head, its content, and its state beside it', () => {
    const html = pageDocument(
      template,
      { head: '<title>Finance | Co</title>', root: '<h1>Finance</h1>' },
      state,
    );
    expect(html).toContain('<head><meta charset="utf-8"/><title>Finance | Co</title>');
    expect(html).not.toContain('Elevate SaaS Solutions</title>');
    expect(html).toContain(
      `<div id="root"><h1>Finance</h1></div><script id="server-state" type="application/json">${JSON.stringify(state)}</script>`,
    );
    // The page works without JavaScript and names its remotes itself.
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('/remotes.json');
    expect(html).toContain('<style>x{}</style>');
  });

  it("asks for the page's code as the HTML arrives: the remote's manifest, entry and page chunks", () => {
    const html = pageDocument(
      template.replace(
        '</head>',
        '<link rel="preload" href="/startup.1.js" as="script" fetchpriority="low"></head>',
      ),
      { head: '<title>Finance | Co</title>', root: '<h1>Finance</h1>' },
      state,
      {
        manifestUrl: 'https://m.example/v2/mf-manifest.json',
        scripts: ['https://m.example/v2/remoteEntry.js', 'https://m.example/v2/finance.js?a&b'],
      },
    );
    // The shell's own start-up chunks stay preloaded.
    expect(html).toContain('<link rel="preload" href="/startup.1.js" as="script"');
    expect(html).toContain(
      '<link rel="preload" href="https://m.example/v2/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">' +
        '<link rel="preload" href="https://m.example/v2/remoteEntry.js" as="script" crossorigin="anonymous" fetchpriority="low">' +
        '<link rel="preload" href="https://m.example/v2/finance.js?a&amp;b" as="script" crossorigin="anonymous" fetchpriority="low">' +
        '</head>',
    );
  });

  it("sends the page's Emotion styles in the head, where the browser's cache adopts them", () => {
    const markup = hoistEmotionStyles({
      head: '<title>t</title>',
      root:
        '<style data-emotion="css-global 1a">html{color:red}</style><style data-emotion="css-global 0"></style><div>' +
        '<style data-emotion="css 2b">.css-2b{margin:0}</style><p class="css-2b">a</p>' +
        '<style data-emotion="css 3c 4d">.css-3c{padding:0}.css-4d{gap:1px}</style><p class="css-3c">b</p></div>',
    });
    expect(markup.root).toBe('<div><p class="css-2b">a</p><p class="css-3c">b</p></div>');
    // Globals keep their element (their component looks it up by name), before the components'.
    expect(markup.styles).toBe(
      '<style data-emotion="css-global 1a" data-s="">html{color:red}</style>' +
        '<style id="page-styles" data-emotion-names="2b 3c 4d">.css-2b{margin:0}.css-3c{padding:0}.css-4d{gap:1px}</style>',
    );
    const html = pageDocument(template, markup, state);
    expect(html).toContain(`<style>x{}</style>${markup.styles}</head>`);
  });

  it("names each fixed part's class for the browser, leaving out a part named with two", () => {
    const markup = hoistEmotionStyles({
      head: '',
      root:
        '<style data-emotion="css 2b" data-fixed="Card.Panel">.css-2b{margin:0}</style><p class="css-2b">a</p>' +
        '<style data-emotion="css 3c" data-fixed="SubmitButton[solid md &quot;x&quot;]">.css-3c{padding:0}</style><p class="css-3c">b</p>' +
        '<style data-emotion="css 4d" data-fixed="Title">.css-4d{gap:0}</style><h2 class="css-4d">c</h2>' +
        '<style data-emotion="css 5e" data-fixed="Title">.css-5e{gap:1px}</style><h3 class="css-5e">d</h3>',
    });
    expect(markup.root).toBe(
      '<p class="css-2b">a</p><p class="css-3c">b</p><h2 class="css-4d">c</h2><h3 class="css-5e">d</h3>',
    );
    expect(markup.styles).toContain(
      'data-fixed-classes="2b Card.Panel|3c SubmitButton[solid md &quot;x&quot;]"',
    );
    expect(markup.styles).toContain('data-emotion-names="2b 3c 4d 5e"');
  });

  it('names a part whose rule another part with the same styles inserted first', () => {
    const markup = hoistEmotionStyles({
      head: '',
      root:
        '<style data-emotion="css 2b" data-fixed="Hero.Inner">.css-2b{margin:0}</style><div class="css-2b">a</div>' +
        '<style data-emotion="css 2b" data-fixed="PostList.Inner"></style><div class="css-2b">b</div>',
    });
    expect(markup.root).toBe('<div class="css-2b">a</div><div class="css-2b">b</div>');
    expect(markup.styles).toContain('data-fixed-classes="2b Hero.Inner|2b PostList.Inner"');
    expect(markup.styles).toContain('data-emotion-names="2b" ');
    expect(markup.styles).toContain('>.css-2b{margin:0}</style>');
  });

  it('names a part with no styles: its class has no rule, and is in place', () => {
    const markup = hoistEmotionStyles({
      head: '',
      root: '<style data-emotion="css 0" data-fixed="PostPage"></style><article class="css-0">a</article>',
    });
    expect(markup.styles).toBe(
      '<style id="page-styles" data-emotion-names="0" data-fixed-classes="0 PostPage"></style>',
    );
  });

  it('carries the early-press capture script only on a page with a form that needs it', () => {
    const withScript = template.replace(
      '</head>',
      `<script>${earlyPressCaptureScript}</script></head>`,
    );
    const plain = pageDocument(withScript, { head: '<title>A</title>', root: '<h1>A</h1>' }, state);
    expect(plain).not.toContain(earlyPressCaptureScript);
    const withForm = pageDocument(
      withScript,
      { head: '<title>B</title>', root: '<form data-early-press="contact"></form>' },
      state,
    );
    expect(withForm).toContain(`<script>${earlyPressCaptureScript}</script>`);
  });

  it('leaves a page without Emotion styles as it is', () => {
    const markup = hoistEmotionStyles({ head: '', root: '<p>plain</p>' });
    expect(markup).toEqual({ head: '', root: '<p>plain</p>', styles: '' });
    expect(pageDocument(template, markup, state)).toContain('<style>x{}</style></head>');
  });

  it('cannot be broken out of by a value in its state', () => {
    const hostile = { text: '</script><script>alert(1)</script><!--', separators: '\u2028\u2029' };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument(
        '<html><head><title>x</title></head><body></body></html>',
        { head: '', root: '' },
        state,
      ),
    ).toThrow('empty <div id="root">');
  });
});
