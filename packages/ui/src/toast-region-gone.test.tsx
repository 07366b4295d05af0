import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SiteProvider } from './SiteProvider';
import { toaster } from './toaster';

// A shell deploy has removed the toast region's chunk: webpack's error names its address, and
// the server answers 404 for it.
const mockGoneChunk = 'http://localhost/toast-region.0123abcd.js';
let mockAttempts = 0;
jest.mock('./toast-region', () => {
  mockAttempts += 1;
  throw Object.assign(new Error(`Loading chunk 77 failed.\n(missing: ${mockGoneChunk})`), {
    name: 'ChunkLoadError',
    request: mockGoneChunk,
  });
});

it('shows the toasts plainly, and stops asking for the code once the server no longer has it', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchFile = jest.fn(async () => new Response(null, { status: 404 }));
  globalThis.fetch = fetchFile as unknown as typeof fetch;
  try {
    render(
      <SiteProvider>
        <button type="button">Send Message</button>
      </SiteProvider>,
    );
    act(() => {
      toaster.create({ title: 'Message Sent!', type: 'success' });
    });
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(toasts).getByRole('status')).toHaveTextContent('Message Sent!'),
    );
    await waitFor(() =>
      expect(fetchFile).toHaveBeenCalledWith(mockGoneChunk, { method: 'HEAD', cache: 'no-store' }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    // The visitor acts again and another toast comes: no more requests for the chunk.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send Message' }));
    act(() => {
      toaster.create({ title: 'Error', description: 'Something went wrong.', type: 'error' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockAttempts).toBe(1);
    expect(within(toasts).getByRole('alert')).toHaveTextContent('Something went wrong.');
  } finally {
    consoleError.mockRestore();
    act(() => toaster.remove());
  }
});
