import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SiteProvider } from './SiteProvider';
import { toaster } from './toaster';

// The network dropped after the page loaded: the toast region's chunk cannot be downloaded, and
// the server cannot be asked whether it still has it.
jest.mock('./toast-region', () => {
  throw Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
});

it('shows a toast plainly after the region’s code failed at each of the visitor’s actions', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failures = () =>
    consoleError.mock.calls.filter(
      ([text]) => text === '[ui] the toast region could not be loaded:',
    ).length;
  try {
    render(
      <SiteProvider>
        <button type="button">Send Message</button>
      </SiteProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    // The visitor fills in a field, then another: each first action asks for the code again.
    fireEvent.focusIn(button);
    await waitFor(() => expect(failures()).toBe(1));
    // The region listens again once React has taken the failure in, a moment after it is
    // logged: an action in between is not one it waits for, so the test acts until one is.
    await waitFor(() => {
      if (failures() < 2) fireEvent.pointerDown(button);
      expect(failures()).toBe(2);
    });
    await waitFor(() => {
      if (failures() < 3) fireEvent.keyDown(button);
      expect(failures()).toBe(3);
    });

    act(() => {
      toaster.create({ title: 'Message Sent!', type: 'success' });
    });

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(toasts).getByRole('status')).toHaveTextContent('Message Sent!'),
    );
  } finally {
    consoleError.mockRestore();
    act(() => toaster.remove());
  }
});
