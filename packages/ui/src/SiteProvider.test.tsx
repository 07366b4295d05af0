import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SiteProvider } from './SiteProvider';
import { toaster } from './toaster';

// The toast region's chunk cannot be downloaded the first time (the network dropped after the
// page loaded), and can the next.
let mockFailuresLeft = 1;
jest.mock('./toast-region', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('ChunkLoadError: Loading chunk toast-region failed.');
  }
  return { __esModule: true, default: () => 'The toast region' };
});

it('keeps the page when the toast region cannot be loaded, shows the toasts plainly, and tries again at the next toast', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(
      <SiteProvider>
        <p>The page</p>
      </SiteProvider>,
    );
    act(() => {
      toaster.create({ title: 'Error loading posts', type: 'error' });
    });

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[ui] the toast region could not be loaded:',
        expect.objectContaining({ message: expect.stringContaining('toast-region') }),
      ),
    );
    expect(screen.getByText('The page')).toBeVisible();
    // Not in a loop while the network is down: one attempt until something else happens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The toast region')).not.toBeInTheDocument();
    // Meanwhile the visitor reads the toast, without the region's code.
    const plain = screen.getByRole('region', { name: 'Notifications' });
    expect(within(plain).getByRole('alert')).toHaveTextContent('Error loading posts');

    act(() => {
      toaster.create({ title: 'Email sent successfully!', type: 'success' });
    });

    expect(await screen.findByText('The toast region')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    // The region took over: the plain toasts are gone.
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  } finally {
    consoleError.mockRestore();
    act(() => toaster.remove());
  }
});
