import { renderHook, waitFor } from '@testing-library/react';

/** What the form's code evaluates, and the tasks it waits for, in order (`mock`: jest's rule). */
const mockSteps: string[] = [];

jest.mock('zod/mini', () => {
  mockSteps.push('schema library');
  return jest.requireActual<object>('zod/mini');
});
jest.mock('@site/contracts/contact', () => {
  mockSteps.push('message schema');
  return jest.requireActual<object>('@site/contracts/contact');
});
jest.mock('../config/contact-config', () => {
  mockSteps.push('settings');
  return jest.requireActual<object>('../testing/contact-config');
});
jest.mock('@site/ui/next-task', () => ({
  nextTask: () => {
    mockSteps.push('next task');
    return Promise.resolve();
  },
}));
jest.mock('@site/bot-check/recaptcha', () => ({
  ...jest.requireActual<object>('@site/bot-check/recaptcha'),
  loadRecaptchaScript: () => Promise.resolve(),
}));

// Imported after the mocks are set up (jest hoists `jest.mock`, not this order in the file).
import { useContactForm } from './use-contact-form';

describe('useContactForm’s code, asked for as the page runs (decisions 063 and 065)', () => {
  it('evaluates the schema library in a task of its own, before the schemas built with it', async () => {
    renderHook(() => useContactForm());
    await waitFor(() => expect(mockSteps).toContain('message schema'));
    await waitFor(() => expect(mockSteps).toContain('settings'));
    const library = mockSteps.indexOf('schema library');
    expect(library).toBeGreaterThan(0);
    // Out of the task that ran the page's effects, then zod alone in its task.
    expect(mockSteps[library - 1]).toBe('next task');
    expect(mockSteps[library + 1]).toBe('next task');
    expect(mockSteps.indexOf('message schema')).toBeGreaterThan(library + 1);
    expect(mockSteps.indexOf('settings')).toBeGreaterThan(library + 1);
  });
});
