import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import ContactPage from './ContactPage';

// What sending needs arrives in a chunk of its own (decision 052): here it cannot be loaded.
jest.mock('../api/send-contact-message', () => {
  throw new Error('Loading chunk sending failed.');
});
jest.mock('../config/contact-config', () => jest.requireActual('../testing/contact-config'));

jest.setTimeout(20_000);

it('says "Something went wrong." and keeps the fields when the code that sends cannot be loaded', async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderPage(<ContactPage />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.co.uk');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'A new CRM');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We need a CRM.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(logged).toHaveBeenCalledWith(
    'The code that sends the message could not be loaded:',
    expect.any(Error),
  );
});
