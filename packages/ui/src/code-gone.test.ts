import { isCodeGone, loadInFullIfCodeGone } from './code-gone';

const chunk = 'http://localhost/page-system.0123abcd.js';

/** The error webpack rejects a chunk's import with when its script cannot be loaded. */
function chunkLoadError(request = chunk): Error {
  const error = new Error(`Loading chunk 889 failed.\n(missing: ${request})`);
  error.name = 'ChunkLoadError';
  return Object.assign(error, { type: 'missing', request });
}

/** A browser at `href`, whose server answers the chunk's address with `status` (or not at all). */
function browserAt(href: string, status: number | 'offline') {
  const fetch = jest.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });
  const reload = jest.fn();
  return { fetch: fetch as unknown as typeof globalThis.fetch, location: { href, reload }, reload };
}

// jsdom loads this test's document at http://localhost/.
const elsewhere = 'http://localhost/about';

describe('loading the page in full when its code is gone', () => {
  it('loads the page reached by a link in full when the server no longer has the chunk', async () => {
    for (const status of [404, 410]) {
      const browser = browserAt(elsewhere, status);
      await expect(loadInFullIfCodeGone(chunkLoadError(), browser)).resolves.toBe(true);
      expect(browser.fetch).toHaveBeenCalledWith(chunk, { method: 'HEAD', cache: 'no-store' });
      expect(browser.reload).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves the page as it is when the chunk is still there or the network is down', async () => {
    for (const status of [200, 500, 'offline'] as const) {
      const browser = browserAt(elsewhere, status);
      await expect(loadInFullIfCodeGone(chunkLoadError(), browser)).resolves.toBe(false);
      expect(browser.reload).not.toHaveBeenCalled();
    }
  });

  it('never loads again the page the document was loaded at', async () => {
    const browser = browserAt(window.location.href, 404);
    await expect(loadInFullIfCodeGone(chunkLoadError(), browser)).resolves.toBe(false);
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('ignores an error that is not a chunk failing to load', async () => {
    const browser = browserAt(elsewhere, 404);
    const plain = Object.assign(new Error('render failed'), { request: chunk });
    await expect(loadInFullIfCodeGone(plain, browser)).resolves.toBe(false);
    await expect(loadInFullIfCodeGone('ChunkLoadError', browser)).resolves.toBe(false);
    expect(browser.fetch).not.toHaveBeenCalled();
  });
});

describe('isCodeGone', () => {
  test('is true only for a chunk the server answers with 404 or 410', async () => {
    for (const [status, gone] of [
      [404, true],
      [410, true],
      [200, false],
      [503, false],
    ] as const) {
      const { fetch } = browserAt('http://localhost/contact', status);
      expect(await isCodeGone(chunkLoadError(), fetch)).toBe(gone);
    }
    const offline = browserAt('http://localhost/contact', 'offline');
    expect(await isCodeGone(chunkLoadError(), offline.fetch)).toBe(false);
  });

  test('asks nothing for an error that is not a chunk that could not be loaded', async () => {
    const { fetch } = browserAt('http://localhost/contact', 404);
    expect(await isCodeGone(new Error('Something else'), fetch)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
