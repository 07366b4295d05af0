import { act, render, screen, waitFor } from '@testing-library/react';
import { SiteProvider } from './SiteProvider';
import { toaster } from './toaster';

// The toast region's chunk cannot be downloaded (the network dropped after the page loaded).
jest.mock('./toast-region', () => {
  throw new Error('ChunkLoadError: Loading chunk toast-region failed.');
});

it('keeps the page when the toast region cannot be loaded, and says why in the console', async () => {
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
    expect(screen.queryByText('Error loading posts')).not.toBeInTheDocument();
  } finally {
    consoleError.mockRestore();
    act(() => toaster.remove());
  }
});
