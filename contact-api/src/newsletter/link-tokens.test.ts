import { newsletterTokenPattern } from '@site/contracts/newsletter';
import { legacyTokenHash, linkToken, readLinkToken, subscriberLinks } from './link-tokens';

const secret = 'a-secret-of-at-least-thirty-two-bytes';
const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

describe("a newsletter link's token", () => {
  it('names its subscription, and has the shape the pages and the API accept', () => {
    const token = linkToken(secret, 'confirm', id);
    expect(token).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{43}$`));
    expect(token).toMatch(newsletterTokenPattern);
    expect(readLinkToken(secret, 'confirm', token)).toEqual({ kind: 'subscription', id });
  });

  it('is worthless for the other purpose, under another secret, or for another subscription', () => {
    const confirm = linkToken(secret, 'confirm', id);
    const mac = confirm.split('.')[1]!;
    const otherId = '00000000-0000-4000-8000-000000000000';
    expect(readLinkToken(secret, 'unsubscribe', confirm)).toEqual({ kind: 'invalid' });
    expect(readLinkToken(`${secret}!`, 'confirm', confirm)).toEqual({ kind: 'invalid' });
    expect(readLinkToken(secret, 'confirm', `${otherId}.${mac}`)).toEqual({ kind: 'invalid' });
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(readLinkToken(secret, 'confirm', `${id}.${flipped}`)).toEqual({ kind: 'invalid' });
  });

  it.each([
    '',
    'x',
    `${id}.`,
    `${id}.short`,
    `${id.toUpperCase()}.${'A'.repeat(43)}`,
    'A'.repeat(44),
  ])('is refused when malformed (%p)', (token) => {
    expect(readLinkToken(secret, 'confirm', token)).toEqual({ kind: 'invalid' });
  });

  it('of an email sent before decision 034 (32 random bytes) is looked up by its hash', () => {
    const old = 'Q'.repeat(43);
    expect(readLinkToken(secret, 'unsubscribe', old)).toEqual({
      kind: 'legacy',
      hash: legacyTokenHash(old),
    });
    expect(legacyTokenHash(old)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("a subscriber's links", () => {
  const links = subscriberLinks(
    {
      siteUrl: 'https://www.example.org/',
      apiUrl: 'https://api.example.org/contact',
      linkSecret: secret,
    },
    id,
  );

  it("carry the token in the fragment on the site's pages, which never reaches a server", () => {
    expect(links.confirmUrl).toBe(
      `https://www.example.org/newsletter/confirm#token=${linkToken(secret, 'confirm', id)}`,
    );
    expect(links.unsubscribeUrl).toBe(
      `https://www.example.org/newsletter/unsubscribe#token=${linkToken(secret, 'unsubscribe', id)}`,
    );
  });

  it("carry it in the query of the API's one-click URL, as RFC 8058 needs", () => {
    expect(links.oneClickUrl).toBe(
      `https://api.example.org/contact/newsletter/unsubscribe?token=${linkToken(secret, 'unsubscribe', id)}`,
    );
  });
});
