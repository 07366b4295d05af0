import { act, fireEvent, render, screen } from '@testing-library/react';
import { SiteProvider } from './SiteProvider';

const mockRegionLoaded = jest.fn();
jest.mock('./toast-region', () => {
  mockRegionLoaded();
  return {
    __esModule: true,
    default: () => 'The toast region',
  };
});

it('downloads the toast region at the visitor’s first action, not while the page is only read', async () => {
  // jsdom has no idle callbacks: one that fires at once, so that loading "when idle" would show.
  window.requestIdleCallback = (callback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  render(
    <SiteProvider>
      <button type="button">Load More</button>
    </SiteProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(mockRegionLoaded).not.toHaveBeenCalled();
  expect(screen.queryByText('The toast region')).not.toBeInTheDocument();

  fireEvent.pointerDown(screen.getByRole('button', { name: 'Load More' }));

  expect(await screen.findByText('The toast region')).toBeInTheDocument();
  expect(mockRegionLoaded).toHaveBeenCalledTimes(1);
  // @ts-expect-error jsdom's window has none of its own
  delete window.requestIdleCallback;
});
