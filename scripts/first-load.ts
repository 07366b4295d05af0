import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { inlineScriptsOf } from '@site/build/inline-scripts';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * What a first-time visitor (empty cache) downloads to see a page: the gzip bytes of the
 * JavaScript and CSS fetched until the network is idle and the page's `h1` is shown, those
 * written into the HTML included. Bytes are gzip level 9 of each response body, so the figures
 * do not depend on how the server compresses. `npm run size` and `npm run bench:web` both count
 * this way.
 */
export interface FirstLoad {
  route: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  /** The page's HTML itself, gzip. */
  htmlBytes: number;
  /**
   * Of `jsBytes`, what the page needs before it runs: the code written into the HTML and the
   * scripts its HTML names (`<script src>`, script preloads). The rest is loaded once it runs.
   */
  jsBeforeRunBytes: number;
}

/** The addresses of the scripts an HTML document names: its `<script src>` and script preloads. */
export function scriptsNamedBy(html: string, base: string): Set<string> {
  const named = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    const preload =
      /\brel="modulepreload"/.test(tag) ||
      (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag));
    const href = (isScript ? /\bsrc="([^"]+)"/ : /\bhref="([^"]+)"/).exec(tag)?.[1];
    if (href && (isScript || preload)) named.add(new URL(href.replaceAll('&amp;', '&'), base).href);
  }
  return named;
}

export const gzipSize = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

/** The `<style>` elements of an HTML document. */
const inlineStylesOf = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');

export async function measureFirstLoadIn(
  browser: Browser,
  origin: string,
  route: string,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<unknown>[] = [];
    const failures: string[] = [];
    const size: FirstLoad = {
      route,
      jsFiles: 0,
      jsBytes: 0,
      cssBytes: 0,
      htmlBytes: 0,
      jsBeforeRunBytes: 0,
    };
    let named = new Set<string>();
    const scripts: { url: string; gzipBytes: number }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'document') {
        // Code and styles written into the HTML count as much as files: the shell inlines its
        // entry (decision 011), and its page-wide CSS (decision 010).
        pending.push(
          response.text().then((html) => {
            size.htmlBytes += gzipSize(html);
            named = scriptsNamedBy(html, response.url());
            for (const script of inlineScriptsOf(html)) {
              size.jsBytes += gzipSize(script);
              size.jsBeforeRunBytes += gzipSize(script);
            }
            for (const style of inlineStylesOf(html)) size.cssBytes += gzipSize(style);
          }),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => {
            const gzipBytes = gzipSize(body);
            if (type === 'script') {
              size.jsFiles += 1;
              size.jsBytes += gzipBytes;
              scripts.push({ url: response.url(), gzipBytes });
            } else {
              size.cssBytes += gzipBytes;
            }
          },
          (error: unknown) => failures.push(`${response.url()}: ${String(error)}`),
        ),
      );
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    // Bodies still arriving (a script requested late) are counted too.
    for (let settled = 0; settled < pending.length;) {
      settled = pending.length;
      await Promise.all(pending);
    }
    if (failures.length > 0) throw new Error(`Could not read ${failures.join('; ')}`);
    for (const { url, gzipBytes } of scripts)
      if (named.has(url)) size.jsBeforeRunBytes += gzipBytes;
    return size;
  } finally {
    await context.close();
  }
}

/** Measures each route of the site at `origin`, one fresh browser context per route. */
export async function measureFirstLoad(origin: string, routes: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const sizes: FirstLoad[] = [];
    for (const route of routes) sizes.push(await measureFirstLoadIn(browser, origin, route));
    return sizes;
  } finally {
    await browser.close();
  }
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
