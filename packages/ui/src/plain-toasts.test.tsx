import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainToasts } from './plain-toasts';
import { toaster } from './toaster';

afterEach(() => act(() => toaster.remove()));

const region = () => screen.getByRole('region', { name: 'Notifications' });

it('adds the toasts waiting, and each new one, to a live region already on the page', async () => {
  act(() => {
    toaster.create({
      title: 'Message Sent!',
      description: 'We will get back to you soon.',
      type: 'success',
    });
  });
  const { container } = render(<PlainToasts />);
  // The region is there before its first toast, so a screen reader announces the toast.
  expect(container.querySelector('[aria-live="polite"]')).toBe(region());
  expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
  const sent = await within(region()).findByRole('status');
  expect(sent).toHaveTextContent('Message Sent!');
  expect(sent).toHaveTextContent('We will get back to you soon.');

  act(() => {
    toaster.create({ title: 'Error', description: 'reCAPTCHA not loaded.', type: 'error' });
  });
  expect(within(region()).getByRole('alert')).toHaveTextContent('reCAPTCHA not loaded.');
});

it('keeps a toast until it is dismissed', async () => {
  render(<PlainToasts />);
  act(() => {
    toaster.create({ title: 'Error', description: 'Something went wrong.', type: 'error' });
  });
  expect(within(region()).getByRole('alert')).toHaveTextContent('Something went wrong.');

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  expect(toaster.getVisibleToasts()).toHaveLength(0);
});
