import { loggableUrlPattern, redactedQuery, withoutTokenQueries } from './log-redaction';
import { redactedQueryPaths } from './newsletter-facts';

const secret = 'tok3nS3cret_-x';

describe('what a log keeps of a newsletter link', () => {
  it.each([
    `/newsletter/confirm?token=${secret}`,
    `/newsletter/unsubscribe?token=${secret}&from=email`,
    `/Newsletter/Confirm/?token=${secret}`,
    `//newsletter//unsubscribe//?token=${secret}`,
    `/newsletter/%63onfirm?token=${secret}`,
    `/newsletter%2Funsubscribe?token=${secret}`,
    `https://api.example.co.uk/contact/newsletter/unsubscribe?token=${secret}`,
  ])('keeps the path of %s and none of its query', (url) => {
    const logged = withoutTokenQueries(`[renderer] ${url}: not rendered "GET ${url} HTTP/1.1"`);
    expect(logged).not.toContain(secret);
    expect(logged).toContain(redactedQuery);
    expect(logged.replace(loggableUrlPattern, `$1${redactedQuery}`)).not.toContain(secret);
    expect(url.replace(loggableUrlPattern, `$1${redactedQuery}`)).toBe(
      `${url.slice(0, url.indexOf('?'))}${redactedQuery}`,
    );
  });

  it('names every path of the contract', () => {
    for (const path of redactedQueryPaths) {
      expect(withoutTokenQueries(`${path}?token=${secret}`)).toBe(`${path}${redactedQuery}`);
    }
  });

  it('keeps the mark that follows a URL in a sentence', () => {
    expect(withoutTokenQueries(`[renderer] /newsletter/confirm?token=${secret}: failed`)).toBe(
      `[renderer] /newsletter/confirm${redactedQuery}: failed`,
    );
  });

  it.each([
    '/blogs?category=Finance',
    '/newsletter/confirmed?x=1',
    '/about?next=/newsletter',
    '/newsletter/confirm',
    '/newsletter/confirm#token=abc',
  ])('leaves %s as it is', (url) => {
    expect(withoutTokenQueries(url)).toBe(url);
    expect(url.replace(loggableUrlPattern, `$1${redactedQuery}`)).toBe(url);
  });

  it('reads a long run of slashes in the time of its length', () => {
    const long = `/${'/'.repeat(50_000)}newsletter/${'/'.repeat(50_000)}x?token=${':'.repeat(50_000)}`;
    const started = performance.now();
    expect(withoutTokenQueries(long)).toBe(long);
    expect(long.replace(loggableUrlPattern, '$1')).toBe(long);
    const query = `/newsletter/confirm?token=${':'.repeat(50_000)} done`;
    expect(withoutTokenQueries(query)).toBe(`/newsletter/confirm${redactedQuery}: done`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('a preview link', () => {
  it('is logged without its grant', () => {
    expect(withoutTokenQueries('GET /_preview?token=abc.def 303')).toBe(
      'GET /_preview?[redacted] 303',
    );
  });
});
