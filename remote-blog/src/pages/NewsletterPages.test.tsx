import { SiteProvider } from '@site/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '../../../test/render';
import {
  NewsletterApiError,
  confirmSubscription,
  unsubscribeFromNewsletter,
} from '../api/newsletter-api';
import NewsletterConfirmPage from './NewsletterConfirmPage';
import NewsletterUnsubscribePage from './NewsletterUnsubscribePage';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({
    supabaseUrl: 'http://blog.test',
    supabaseAnonKey: 'anon',
    contactApiUrl: 'http://api.test',
    recaptchaSiteKey: 'site-key',
    recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
  }),
}));
jest.mock('../api/newsletter-api', () => ({
  ...jest.requireActual<object>('../api/newsletter-api'),
  confirmSubscription: jest.fn(),
  unsubscribeFromNewsletter: jest.fn(),
}));
const confirm = jest.mocked(confirmSubscription);
const unsubscribe = jest.mocked(unsubscribeFromNewsletter);

/** A link's token as the API makes it: the subscription's id and its MAC. */
const token = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
/** A token of an email sent before decision 034, which had it in the query. */
const oldToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const status = () => screen.getByRole('status');
const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

/** Opens `path` as the browser's address: the page reads its fragment there. */
function openAt(element: ReactElement, path: string) {
  window.history.replaceState(null, '', path);
  return renderPage(element, path.replace(/#.*/, ''));
}

describe('/newsletter/confirm', () => {
  const open = (rest: string) => openAt(<NewsletterConfirmPage />, `/newsletter/confirm${rest}`);

  it('has its own head tags, kept from search engines, one h1 and does nothing as it opens', async () => {
    await open(`#token=${token}`);
    expect(document.title).toBe('Confirm your subscription | Elevate SaaS Solutions');
    expect(head('meta[name="description"]')).toBe(
      'Confirm your subscription to the Elevate SaaS Solutions newsletter.',
    );
    expect(head('meta[name="robots"]')).toBe('noindex');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('renders its button on the server, which never sees the fragment, and no verdict on the link', () => {
    window.history.replaceState(null, '', '/newsletter/confirm');
    const html = renderToString(
      <SiteProvider>
        <MemoryRouter initialEntries={['/newsletter/confirm']}>
          <NewsletterConfirmPage />
        </MemoryRouter>
      </SiteProvider>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Confirm subscription/);
    expect(html).toContain('Confirming needs JavaScript');
    expect(html).not.toContain('This link is not valid');
  });

  it('confirms the token of the link on a click, and says so', async () => {
    confirm.mockResolvedValue({ status: 'confirmed' });
    await open(`#token=${token}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('You are subscribed. Thank you for confirming.')).toBeVisible();
    expect(status()).toHaveTextContent('You are subscribed. Thank you for confirming.');
    expect(confirm).toHaveBeenCalledWith('http://api.test', token);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });

  it("an expired link shows the API's text and leads to the blog to sign up again", async () => {
    confirm.mockRejectedValue(new NewsletterApiError('This link has expired.', 410));
    await open(`#token=${token}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('This link has expired.')).toBeVisible();
    expect(status()).toHaveTextContent('Please sign up again');
    expect(screen.getByRole('link', { name: 'Sign up again on the blog' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });

  it('an answer that did not arrive can be tried again', async () => {
    confirm.mockRejectedValueOnce(
      new NewsletterApiError('We could not reach the newsletter service. Please try again.'),
    );
    await open(`#token=${token}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(
      await screen.findByText('We could not reach the newsletter service. Please try again.'),
    ).toBeVisible();
    confirm.mockResolvedValueOnce({ status: 'confirmed' });
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('You are subscribed. Thank you for confirming.')).toBeVisible();
  });

  it('confirms with the token of a link from an email sent before, in its query', async () => {
    confirm.mockResolvedValue({ status: 'confirmed' });
    await open(`?token=${oldToken}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('You are subscribed. Thank you for confirming.')).toBeVisible();
    expect(confirm).toHaveBeenCalledWith('http://api.test', oldToken);
  });

  it.each(['', '#token=', '#token=not-a-token', `#token=${token}x`, `#${token}`])(
    'a link without a valid token (%p) says so, with no button',
    async (search) => {
      await open(search);
      expect(status()).toHaveTextContent('This link is not valid.');
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute(
        'href',
        '/blogs',
      );
    },
  );
});

describe('/newsletter/unsubscribe', () => {
  const open = (rest: string) =>
    openAt(<NewsletterUnsubscribePage />, `/newsletter/unsubscribe${rest}`);

  it('unsubscribes on a click only, and says so', async () => {
    unsubscribe.mockResolvedValue({ status: 'unsubscribed' });
    await open(`#token=${token}`);
    expect(document.title).toBe('Unsubscribe from our newsletter | Elevate SaaS Solutions');
    expect(head('meta[name="robots"]')).toBe('noindex');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from our newsletter',
    );
    expect(unsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You are unsubscribed. You will get no more newsletter emails.'),
    ).toBeVisible();
    expect(unsubscribe).toHaveBeenCalledWith('http://api.test', token);
  });

  it("an unknown link shows the API's text, with no button", async () => {
    unsubscribe.mockRejectedValue(new NewsletterApiError('This link is not valid.', 404));
    await open(`#token=${token}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link is not valid.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
