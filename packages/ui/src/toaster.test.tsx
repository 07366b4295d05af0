import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { onToastChange, toaster } from './toaster';

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

  describe('onToastChange', () => {
    const create = (title: string) => act(() => void toaster.create({ title, type: 'info' }));
    const titles = (listener: jest.Mock) =>
      listener.mock.calls.map(([change]: [{ title?: string }]) => change.title);

    it('leaves the other listeners when stopped twice', async () => {
      const first = jest.fn();
      const last = jest.fn();
      const stopFirst = onToastChange(first);
      const stopLast = onToastChange(last);
      stopFirst();
      stopFirst();
      await Promise.resolve();
      create('Message Sent!');
      expect(first).not.toHaveBeenCalled();
      expect(titles(last)).toEqual(['Message Sent!']);
      stopLast();
    });

    it('tells the next listener of a change during which one stops', async () => {
      const next = jest.fn();
      const stop = onToastChange(() => stop());
      const stopNext = onToastChange(next);
      create('Message Sent!');
      expect(titles(next)).toEqual(['Message Sent!']);
      await Promise.resolve();
      create('Error');
      expect(titles(next)).toEqual(['Message Sent!', 'Error']);
      stopNext();
    });

    it('tells a stopped listener nothing more', () => {
      const listener = jest.fn();
      const stop = onToastChange(listener);
      stop();
      create('Message Sent!');
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
