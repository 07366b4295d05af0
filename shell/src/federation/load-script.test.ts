import { loadScriptWithRetry, startScripts } from './load-script';

const policy = { retries: 2, baseDelayMs: 1, timeoutMs: 1000 };

/** jsdom runs no scripts: answer each added `<script>` as loaded or failed, in turn. */
function answerScripts(outcomes: ('load' | 'error')[]) {
  const urls: string[] = [];
  const appendChild = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    appendChild(node);
    if (node instanceof HTMLScriptElement) {
      urls.push(node.src);
      expect(node.crossOrigin).toBe('anonymous');
      const outcome = outcomes.shift() ?? 'error';
      setTimeout(() => node.dispatchEvent(new Event(outcome)), 0);
    }
    return node;
  });
  return urls;
}

afterEach(() => jest.restoreAllMocks());

describe('loadScriptWithRetry', () => {
  it('loads a script with CORS and removes its element afterwards', async () => {
    const urls = answerScripts(['load']);
    await loadScriptWithRetry('http://r.example/remoteEntry.js', policy);
    expect(urls).toEqual(['http://r.example/remoteEntry.js']);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('retries a failed script with a cache-busting query, then succeeds', async () => {
    const urls = answerScripts(['error', 'load']);
    await loadScriptWithRetry('http://r.example/remoteEntry.js', policy);
    expect(urls).toEqual([
      'http://r.example/remoteEntry.js',
      'http://r.example/remoteEntry.js?retry=1',
    ]);
  });

  it('gives up after its retries', async () => {
    const urls = answerScripts(['error', 'error', 'error']);
    await expect(loadScriptWithRetry('http://r.example/remoteEntry.js', policy)).rejects.toThrow(
      'could not be loaded',
    );
    expect(urls).toHaveLength(3);
  });
});

describe('startScripts', () => {
  it('adds one async CORS script per file, once, and removes it when it has run', () => {
    startScripts(['http://r.example/a.js', 'http://r.example/b.js']);
    startScripts(['http://r.example/a.js']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      'http://r.example/a.js',
      'http://r.example/b.js',
    ]);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.crossOrigin).toBe('anonymous');
    scripts[0]?.dispatchEvent(new Event('load'));
    scripts[1]?.dispatchEvent(new Event('error'));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
