import { currentConsentVersion } from '@site/contracts/newsletter-facts';
import {
  NewsletterApiError,
  confirmSubscription,
  subscribeToNewsletter,
  unreachableMessage,
  unsubscribeFromNewsletter,
} from './newsletter-api';

const fetchMock = jest.fn<Promise<Response>, [URL | string, RequestInit?]>();
const token = 'a'.repeat(43);

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  };
};

describe('the newsletter client of the contact API', () => {
  it('posts the sign-up to {contactApiUrl}/newsletter/subscribe and reads its answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ status: 'check-inbox' }, { status: 202 }));
    const request = {
      email: 'a@example.co.uk',
      consentVersion: currentConsentVersion,
      recaptchaToken: 't',
    };
    await expect(
      subscribeToNewsletter('https://api.example.co.uk/contact', request),
    ).resolves.toEqual({ status: 'check-inbox' });
    expect(sent()).toEqual({
      url: 'https://api.example.co.uk/contact/newsletter/subscribe',
      method: 'POST',
      body: request,
    });
  });

  it('posts the token to confirm and to unsubscribe', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ status: 'confirmed' }));
    await expect(confirmSubscription('http://api.test/', token)).resolves.toEqual({
      status: 'confirmed',
    });
    expect(sent()).toMatchObject({ url: 'http://api.test/newsletter/confirm', body: { token } });

    fetchMock.mockReset().mockResolvedValueOnce(Response.json({ status: 'unsubscribed' }));
    await expect(unsubscribeFromNewsletter('http://api.test', token)).resolves.toEqual({
      status: 'unsubscribed',
    });
    expect(sent()).toMatchObject({
      url: 'http://api.test/newsletter/unsubscribe',
      body: { token },
    });
  });

  it("rejects with the API's error text and status", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: 'This link has expired.' }, { status: 410 }),
    );
    const failure = confirmSubscription('http://api.test', token);
    await expect(failure).rejects.toThrow(new NewsletterApiError('This link has expired.'));
    await expect(failure).rejects.toMatchObject({ status: 410 });
  });

  it('says the service could not be reached when no answer, or no error text, arrives', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(unsubscribeFromNewsletter('http://api.test', token)).rejects.toThrow(
      unreachableMessage,
    );
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(unsubscribeFromNewsletter('http://api.test', token)).rejects.toMatchObject({
      message: unreachableMessage,
      status: 502,
    });
  });
});
