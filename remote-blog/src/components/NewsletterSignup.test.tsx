import { getRecaptchaToken, loadRecaptchaScript } from '@site/bot-check/recaptcha';
import { consentWordings, currentConsentVersion } from '@site/contracts/newsletter-facts';
import { toaster } from '@site/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { NewsletterApiError, subscribeToNewsletter } from '../api/newsletter-api';
import { NewsletterSignup } from './NewsletterSignup';

jest.mock('../config/blog-config', () => ({
  loadBlogConfig: async () => ({
    supabaseUrl: 'http://blog.test',
    supabaseAnonKey: 'anon',
    contactApiUrl: 'http://api.test',
    recaptchaSiteKey: 'site-key',
    recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
  }),
}));
jest.mock('@site/bot-check/recaptcha', () => ({
  loadRecaptchaScript: jest.fn(async () => undefined),
  getRecaptchaToken: jest.fn(async () => 'token-123'),
}));
jest.mock('../api/newsletter-api', () => ({
  ...jest.requireActual<object>('../api/newsletter-api'),
  subscribeToNewsletter: jest.fn(),
}));
const subscribe = jest.mocked(subscribeToNewsletter);
const loadScript = jest.mocked(loadRecaptchaScript);
const getToken = jest.mocked(getRecaptchaToken);

jest.setTimeout(20_000);

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

async function signUp(address: string) {
  const user = userEvent.setup();
  await user.type(emailField(), address);
  await user.click(subscribeButton());
}

beforeEach(() => {
  loadScript.mockResolvedValue(undefined);
  getToken.mockResolvedValue('token-123');
});

afterEach(() => {
  act(() => toaster.remove());
});

describe('Stay Updated', () => {
  it('shows the heading, the field, the button and the consent wording with the privacy link', async () => {
    await renderPage(<NewsletterSignup />);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('placeholder', 'Enter your email');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(subscribeButton()).toHaveAccessibleDescription(
      expect.stringContaining(consentWordings[currentConsentVersion]),
    );
    expect(
      screen.getByText(consentWordings[currentConsentVersion], { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('does not load the bot-check script with the page, only when the visitor starts on the form', async () => {
    await renderPage(<NewsletterSignup />);
    expect(loadScript).not.toHaveBeenCalled();
    await userEvent.setup().click(emailField());
    await waitFor(() =>
      expect(loadScript).toHaveBeenCalledWith('http://bot-check.test/recaptcha/api.js', 'site-key'),
    );
  });

  it('sends the address with the consent version and a subscribe token, and says to check the inbox', async () => {
    subscribe.mockResolvedValue({ status: 'check-inbox' });
    await renderPage(<NewsletterSignup />);
    await signUp('  reader@example.co.uk ');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox to confirm your subscription.')).toBeInTheDocument();
    expect(getToken).toHaveBeenCalledWith('site-key', 'subscribe');
    expect(subscribe).toHaveBeenCalledWith('http://api.test', {
      email: 'reader@example.co.uk',
      consentVersion: currentConsentVersion,
      recaptchaToken: 'token-123',
    });
    expect(emailField()).toHaveValue('');
  });

  it("shows the API's error text and keeps the typed address", async () => {
    subscribe.mockRejectedValue(
      new NewsletterApiError('Too many requests. Please try again later.', 429),
    );
    await renderPage(<NewsletterSignup />);
    await signUp('reader@example.co.uk');
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('reader@example.co.uk');
    expect(subscribeButton()).toBeEnabled();
  });

  it('says the bot check could not be loaded, and sends nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadScript.mockRejectedValue(new Error('blocked'));
    await renderPage(<NewsletterSignup />);
    await signUp('reader@example.co.uk');
    expect(
      await screen.findByText(
        'The bot check could not be loaded. Please reload the page and try again.',
      ),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(emailField()).toHaveValue('reader@example.co.uk');
  });
});
