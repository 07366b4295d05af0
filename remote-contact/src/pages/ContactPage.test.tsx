import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@site/ui';
import { renderPage } from '../../../test/render';
import ContactPage from './ContactPage';

jest.mock('../config/contact-config', () => jest.requireActual('../testing/contact-config'));

const fetchMock = jest.fn<Promise<Response>, [URL | string, RequestInit?]>();
const execute = jest.fn<Promise<string>, [string, { action: string }]>();

function installBotCheck() {
  window.grecaptcha = { ready: (callback) => callback(), execute };
}

/** A field by its accessible name (the asterisk of required fields is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

/**
 * Typing re-renders the form once per character, which is slow enough to pass Jest's default
 * timeout on a loaded two-core CI machine. (Pasting is faster, but then React's form handling
 * called jsdom's `FormData` with a submitter that jsdom rejected, so the tests keep typing.)
 */
jest.setTimeout(20_000);

async function fillIn() {
  const user = userEvent.setup();
  await user.type(field('Name'), 'Ada Lovelace');
  await user.type(field('Email'), 'ada@example.co.uk');
  await user.type(field('Company'), 'Analytical Engines Ltd');
  await user.type(field('Subject'), 'A new CRM');
  await user.type(field('Message'), 'We need a CRM for 12 people.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

/** Opens the page, sends the filled-in form and waits for `message` to show. */
async function sendExpecting(message: string) {
  await renderPage(<ContactPage />);
  await fillIn();
  expect(await screen.findByText(message)).toBeInTheDocument();
}

const fieldValues = () =>
  ['Name', 'Email', 'Company', 'Subject', 'Message'].map(
    (label) => (field(label) as HTMLInputElement).value,
  );

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  execute.mockResolvedValue('token-123');
  installBotCheck();
});

afterEach(() => {
  act(() => toaster.remove());
  delete window.grecaptcha;
  document.querySelectorAll('script[data-bot-check]').forEach((script) => script.remove());
});

describe('Contact Us page', () => {
  it('lays out the two cards, the five fields and the contact details', async () => {
    await renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('placeholder', 'Your full name');
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Company')).not.toBeRequired();
    expect(field('Company')).toHaveAttribute('placeholder', 'Your company name');
    expect(field('Subject')).toHaveAttribute('placeholder', 'How can we help you?');
    expect(field('Message')).toHaveAttribute('rows', '6');
    expect(field('Message')).toHaveAttribute(
      'placeholder',
      'Tell us about your project requirements...',
    );
    expect(screen.getByText('Name').textContent).toBe('Name *');
    expect(screen.getByText('Company').textContent).toBe('Company');
    expect(screen.getByRole('link', { name: 'hello@elevatesaas.co.uk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 20 7946 0321' })).toBeInTheDocument();
    expect(screen.getByText('EC2M 6UR')).toBeInTheDocument();
  });

  it('loads the bot-check script for the configured site key', async () => {
    await renderPage(<ContactPage />);
    await waitFor(() =>
      expect(document.querySelector('script[data-bot-check]')).toHaveAttribute(
        'src',
        'http://bot-check.test/recaptcha/api.js?render=site-key',
      ),
    );
  });

  it('sends the message with a submit token, thanks the visitor and empties the fields', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"1","status":"accepted"}', { status: 202 }));
    await sendExpecting('Message Sent!');
    expect(screen.getByText('Thank you for contacting us.')).toBeInTheDocument();
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/send-email');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      company: 'Analytical Engines Ltd',
      subject: 'A new CRM',
      message: 'We need a CRM for 12 people.',
      recaptchaToken: 'token-123',
    });
    expect(fieldValues()).toEqual(['', '', '', '', '']);
  });

  it('sends one Idempotency-Key per submission: the same again after a failure, a new one after a change or a success', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await sendExpecting('reCAPTCHA validation failed.');
    const user = userEvent.setup();
    const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
    const keyOf = (call: number) =>
      new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

    fetchMock.mockResolvedValueOnce(new Response('{"error":"Try again later."}', { status: 503 }));
    await send();
    expect(await screen.findByText('Try again later.')).toBeInTheDocument();
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).toBe(keyOf(0)); // the same submission, sent again

    await user.type(field('Subject'), '!'); // a changed message is a new submission
    fetchMock.mockResolvedValueOnce(
      new Response('{"id":"1","status":"accepted"}', { status: 202 }),
    );
    await send();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(keyOf(2)).not.toBe(keyOf(1));

    expect(fieldValues()).toEqual(['', '', '', '', '']);
    // user-event keeps its own copy of each field's value, which the form's reset does not
    // change (a browser has no such copy): it is told here that the fields are empty.
    for (const label of ['Name', 'Email', 'Company', 'Subject', 'Message'])
      await user.clear(field(label));
    await fillIn(); // the next message, after the success
    await screen.findAllByText('Message Sent!');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(keyOf(3)).not.toBe(keyOf(2));
  });

  it('checks the message in the page first: a blank message is named, nothing is sent, and the button never says "Sending..."', async () => {
    await renderPage(<ContactPage />);
    const user = userEvent.setup();
    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.co.uk');
    await user.type(field('Subject'), 'A new CRM');
    await user.type(field('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your message.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sending/ })).not.toBeInTheDocument();
    expect(execute).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fieldValues()[0]).toBe('Ada Lovelace');
  });

  it('shows "reCAPTCHA not loaded" and sends nothing when the script is absent', async () => {
    await renderPage(<ContactPage />);
    // The page has asked for the script (in a task after its effects), and it was there; then
    // it is gone by the time they press Send.
    await waitFor(() => expect(document.querySelector('script[data-bot-check]')).not.toBeNull());
    delete window.grecaptcha;
    await fillIn();
    expect(await screen.findByText('reCAPTCHA not loaded')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fieldValues()[0]).toBe('Ada Lovelace');
  });

  it('carries out a press made while the bot-check script loads once it is there: "Sending..." meanwhile', async () => {
    delete window.grecaptcha;
    fetchMock.mockResolvedValue(new Response('{"id":"1","status":"accepted"}', { status: 202 }));
    await renderPage(<ContactPage />);
    await fillIn();
    const button = screen.getByRole('button', { name: /Sending/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    installBotCheck();
    const script = document.querySelector('script[data-bot-check]');
    act(() => void script?.dispatchEvent(new Event('load')));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows "reCAPTCHA not loaded" and sends nothing when the script fails to load', async () => {
    delete window.grecaptcha;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage(<ContactPage />);
    await fillIn();
    const script = document.querySelector('script[data-bot-check]');
    act(() => void script?.dispatchEvent(new Event('error')));
    expect(await screen.findByText('reCAPTCHA not loaded')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fieldValues()[0]).toBe('Ada Lovelace');
  });

  it('shows the server’s error text and keeps the fields', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"error":"Please enter a valid email address."}', { status: 400 }),
    );
    await sendExpecting('Please enter a valid email address.');
    expect(fieldValues()[4]).toBe('We need a CRM for 12 people.');
  });

  it('shows "Something went wrong." when the error carries no text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await sendExpecting('Something went wrong.');
  });

  it('shows "reCAPTCHA validation failed." when the token or the send throws', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await sendExpecting('reCAPTCHA validation failed.');

    act(() => toaster.remove());
    execute.mockRejectedValue(new Error('bot-check service down'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('reCAPTCHA validation failed.')).toBeInTheDocument();
  });
});
