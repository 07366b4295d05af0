import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { toaster } from './toaster';

describe('toaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows a toast created from anywhere in the single Toaster the provider renders', async () => {
    await renderPage(<p>A page of a remote</p>);
    act(() => {
      toaster.create({ title: 'Error', description: 'reCAPTCHA not loaded', type: 'error' });
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('reCAPTCHA not loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it('shows a toast created before the toast region has mounted', async () => {
    act(() => {
      toaster.create({ title: 'Saved early', type: 'success' });
    });
    await renderPage(<p>A page of a remote</p>);
    expect(await screen.findByText('Saved early')).toBeInTheDocument();
  });
});
