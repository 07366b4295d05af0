import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import {
  chromiumLaunchOptions,
  playwrightDisabledFeatures,
  quietBrowserFeatures,
  withFeaturesDisabled,
} from '../../e2e/chromium';
import { lighthouseChromeFlags } from './lighthouse-session';

const disabledIn = (flags: readonly string[]) =>
  flags
    .filter((flag) => flag.startsWith('--disable-features='))
    .map((flag) => flag.slice('--disable-features='.length).split(','));

describe('withFeaturesDisabled', () => {
  it('makes every --disable-features one, last, naming all their features and the ones added', () => {
    expect(
      withFeaturesDisabled(
        ['--disable-features=A,B', '--mute-audio', '--disable-features=B,C'],
        ['D', 'A'],
      ),
    ).toEqual(['--mute-audio', '--disable-features=A,B,C,D']);
  });

  it('adds one where there was none', () => {
    expect(withFeaturesDisabled(['--no-first-run'], ['D'])).toEqual([
      '--no-first-run',
      '--disable-features=D',
    ]);
  });
});

describe("Lighthouse's Chromium", () => {
  it("keeps chrome-launcher's disabled features and adds the quiet browser's", () => {
    const flags = lighthouseChromeFlags([
      '--disable-features=Translate,MediaRouter',
      '--mute-audio',
    ]);
    expect(disabledIn(flags)).toEqual([['Translate', 'MediaRouter', ...quietBrowserFeatures]]);
    expect(flags).toEqual(
      expect.arrayContaining(['--mute-audio', '--headless=new', '--no-sandbox']),
    );
  });
});

describe('the Chromium Playwright starts for the tests and benchmarks', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((_, response) => response.end('<!doctype html><title>t</title><p>Hi'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      ...chromiumLaunchOptions,
      // Only so that the browser tells its own command line (Browser.getBrowserCommandLine).
      args: [...chromiumLaunchOptions.args!, '--enable-automation'],
      headless: true,
    });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("is started with Playwright's own disabled features as well as ours", async () => {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: commandLine } = (await cdp.send(
      'Browser.getBrowserCommandLine' as 'Browser.getVersion',
    )) as unknown as { arguments: string[] };
    await cdp.detach();
    const lists = disabledIn(commandLine);
    // Playwright's own switch comes first; Chromium keeps the last, which must name them all.
    const effective = lists.at(-1)!;
    expect(lists.length).toBeGreaterThan(1);
    for (const feature of lists.flat()) expect(effective).toContain(feature);
    expect(effective).toEqual(expect.arrayContaining(quietBrowserFeatures));
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(lists[0]!));
  });

  it('loads no page of its own while a page of ours loads in a new window', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading'] });
    await page.goto(origin);
    // The popup's modules were requested within a second of a new window in Chromium 156.
    await page.waitForTimeout(2_000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: { name: string; args?: { data?: { url?: string } } }[];
    };
    await context.close();
    const requested = trace.traceEvents
      .filter((event) => event.name === 'ResourceSendRequest')
      .map((event) => String(event.args?.data?.url));
    expect(requested).toContain(`${origin}/`);
    expect(requested.filter((url) => url.startsWith('chrome://'))).toEqual([]);
  }, 30_000);
});
