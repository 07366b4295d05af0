import { scriptsNamedBy } from './first-load';

describe('scriptsNamedBy: the scripts a page needs before it runs, as its HTML names them', () => {
  const html = `<!doctype html><html><head>
    <link rel="preload" href="/startup.1.js" as="script" fetchpriority="low">
    <link rel="preload" href="http://127.0.0.1:3402/remoteEntry.js" as="script" crossorigin="anonymous">
    <link rel="modulepreload" href="/module.js">
    <link rel="preload" href="http://127.0.0.1:3402/mf-manifest.json" as="fetch" crossorigin="anonymous">
    <link rel="preload" as="image" href="/hero.avif">
    <link rel="stylesheet" href="/page.css">
    <script src="/main.2.js?v=1&amp;x=2" defer></script>
    <script>inline()</script>
  </head></html>`;

  it('names script preloads, module preloads and script sources, resolved against the page', () => {
    expect([...scriptsNamedBy(html, 'http://127.0.0.1:3000/blogs')].sort()).toEqual([
      'http://127.0.0.1:3000/main.2.js?v=1&x=2',
      'http://127.0.0.1:3000/module.js',
      'http://127.0.0.1:3000/startup.1.js',
      'http://127.0.0.1:3402/remoteEntry.js',
    ]);
  });

  it('leaves out what is not a script: data, images, styles, and inline code', () => {
    const named = scriptsNamedBy(html, 'http://127.0.0.1:3000/');
    expect(named.has('http://127.0.0.1:3402/mf-manifest.json')).toBe(false);
    expect(named.has('http://127.0.0.1:3000/hero.avif')).toBe(false);
    expect(named.has('http://127.0.0.1:3000/page.css')).toBe(false);
    expect(named.size).toBe(4);
  });
});
