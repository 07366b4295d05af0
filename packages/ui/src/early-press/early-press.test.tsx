import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRef, type FormEvent } from 'react';
import {
  earlyPressCaptureScript,
  earlyPressGiveUpMs,
  earlyPressGivenUpMs,
  earlyPressGlobal,
} from './capture-script';
import type * as NextTask from '../next-task';
import type * as System from '../system';
import { earlyPressForm, useEarlyPress } from './use-early-press';

/** How the system's code looks to the form: `loaded` as it is unless set; loads counted. */
const mockSystem: { loaded?: boolean; loads: number } = { loads: 0 };
jest.mock('../system', () => {
  const actual = jest.requireActual<typeof System>('../system');
  return {
    ...actual,
    systemLoaded: () => mockSystem.loaded ?? actual.systemLoaded(),
    loadSystem: () => {
      mockSystem.loads += 1;
      return actual.loadSystem();
    },
  };
});

/**
 * The task after the current one, held by the test when `held` is set: the test then decides
 * when it comes, rather than racing `act`'s own timers for it. When it comes is `nextTask`'s
 * own test (`next-task.test.ts`).
 */
const mockNextTask: { held?: () => void } = {};
jest.mock('../next-task', () => {
  const actual = jest.requireActual<typeof NextTask>('../next-task');
  return {
    nextTask: () =>
      'held' in mockNextTask
        ? new Promise<void>((resolve) => (mockNextTask.held = resolve))
        : actual.nextTask(),
  };
});

/** Runs the inline script as the page's head would, with a fresh document listener each time. */
function runCaptureScript() {
  const listeners: [string, EventListener, boolean][] = [];
  const add = document.addEventListener.bind(document);
  jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options) => {
      listeners.push([type, listener as EventListener, options === true]);
      add(type, listener, options);
    });
  new Function(earlyPressCaptureScript)();
  jest.restoreAllMocks();
  return () => {
    for (const [type, listener, capture] of listeners)
      document.removeEventListener(type, listener, capture);
    delete window[earlyPressGlobal];
  };
}

/** The server's HTML of a form before the page runs. */
function serverForm() {
  document.body.innerHTML = `
    <form data-early-press="contact" method="post">
      <input name="name" required>
      <button type="button">Other</button>
      <button type="submit" aria-busy="false">Send</button>
      <p data-early-press-failed hidden>Could not send</p>
    </form>`;
  const form = document.querySelector('form')!;
  return {
    form,
    field: form.querySelector('input')!,
    send: form.querySelector<HTMLButtonElement>('button[type=submit]')!,
    failed: form.querySelector<HTMLElement>('[data-early-press-failed]')!,
  };
}

let stop: () => void;
beforeEach(() => {
  stop = runCaptureScript();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the early-press capture script', () => {
  it('holds a press before the page runs: nothing is sent, the button is busy', () => {
    const { form, field, send } = serverForm();
    // After the script's own listener on the document: what the browser would do next.
    const native = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', native, true);
    field.value = 'Ada';
    send.click();
    document.removeEventListener('submit', native, true);
    expect(native).toHaveBeenCalledTimes(1);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(window[earlyPressGlobal]?.claim('contact')).toBe(1);
    expect(send.getAttribute('aria-busy')).toBe('false');
    expect(field.value).toBe('Ada');
    expect(form).toBeInTheDocument();
  });

  it('hands over nothing when nothing was pressed, and lets the page handle presses after', () => {
    const { field, send } = serverForm();
    field.value = 'Ada';
    expect(window[earlyPressGlobal]?.claim('contact')).toBeUndefined();
    const seen = jest.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    window.addEventListener('submit', seen);
    send.click();
    window.removeEventListener('submit', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(send.getAttribute('aria-busy')).toBe('false');
  });

  it('keeps one press: the last', () => {
    const { form, field, send } = serverForm();
    field.value = 'Ada';
    send.click();
    form.requestSubmit();
    expect(window[earlyPressGlobal]?.claim('contact')).toBe(-1);
    expect(window[earlyPressGlobal]?.claim('contact')).toBeUndefined();
  });

  it('gives up when the page never runs: not busy, the note shown, the fields kept', () => {
    jest.useFakeTimers();
    const { field, send, failed } = serverForm();
    field.value = 'Ada';
    send.click();
    expect(send.getAttribute('aria-busy')).toBe('true');
    jest.advanceTimersByTime(earlyPressGiveUpMs - 1);
    expect(failed.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(failed.hidden).toBe(false);
    expect(send.getAttribute('aria-busy')).toBe('false');
    expect(field.value).toBe('Ada');
    expect(window[earlyPressGlobal]?.claim('contact')).toBeUndefined();
  });

  it('a held press reaches no other listener: React may run a moment before the form is claimed', () => {
    const { field, send } = serverForm();
    field.value = 'Ada';
    const bubbling = jest.fn();
    document.body.addEventListener('submit', bubbling, true);
    send.click();
    document.body.removeEventListener('submit', bubbling, true);
    expect(bubbling).not.toHaveBeenCalled();
  });

  it('gives a GET form, on giving up, the native submission it would have had without JavaScript', () => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<form data-early-press="filter" method="get"><button type="submit" name="category" value="Salesforce">Salesforce</button></form>';
    const button = document.querySelector('button')!;
    button.click();
    const native = jest.fn((event: SubmitEvent) => {
      expect(event.defaultPrevented).toBe(false);
      expect(event.submitter).toBe(button);
      event.preventDefault(); // jsdom does not navigate
    });
    window.addEventListener('submit', native);
    jest.advanceTimersByTime(earlyPressGiveUpMs);
    window.removeEventListener('submit', native);
    expect(native).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('gives a held press up at once when told nobody will take it, and each later press soon after', () => {
    jest.useFakeTimers();
    const { field, send, failed } = serverForm();
    field.value = 'Ada';
    send.click();
    window[earlyPressGlobal]?.giveUp();
    expect(failed.hidden).toBe(false);
    expect(send.getAttribute('aria-busy')).toBe('false');
    expect(field.value).toBe('Ada');
    // A later press is neither sent nor held for long: busy a moment, then its note again.
    const native = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', native, true);
    send.click();
    document.removeEventListener('submit', native, true);
    expect(native).toHaveBeenCalledTimes(1);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(failed.hidden).toBe(true);
    jest.advanceTimersByTime(earlyPressGivenUpMs);
    expect(failed.hidden).toBe(false);
    expect(send.getAttribute('aria-busy')).toBe('false');
    expect(window[earlyPressGlobal]?.claim('contact')).toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends a held press on the copy of its form that is in the page, as the visitor sees it', () => {
    const { form, field, send } = serverForm();
    field.value = 'Ada';
    send.click();
    // The shell's copy of the region, taken while the press was held, in place of the server's.
    const copy = form.cloneNode(true) as HTMLFormElement;
    form.replaceWith(copy);
    expect(copy.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('true');
    window[earlyPressGlobal]?.giveUp();
    expect(copy.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('false');
    expect(copy.querySelector<HTMLElement>('[data-early-press-failed]')!.hidden).toBe(false);
  });

  it('holds a press on a form that comes after giving up until its own wait', () => {
    jest.useFakeTimers();
    window[earlyPressGlobal]?.giveUp();
    const { field, send, failed } = serverForm();
    field.value = 'Ada';
    send.click();
    jest.advanceTimersByTime(earlyPressGiveUpMs - 1);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(window[earlyPressGlobal]?.claim('contact')).toBe(1);
    expect(failed.hidden).toBe(true);
  });

  it('submits a GET form natively soon after a press once told nobody will take it', () => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<form data-early-press="filter" method="get"><button type="submit" name="category" value="Salesforce">Salesforce</button></form>';
    const button = document.querySelector('button')!;
    window[earlyPressGlobal]?.giveUp();
    const native = jest.fn((event: SubmitEvent) => {
      expect(event.defaultPrevented).toBe(false);
      expect(event.submitter).toBe(button);
      event.preventDefault(); // jsdom does not navigate
    });
    window.addEventListener('submit', native);
    button.click();
    jest.advanceTimersByTime(earlyPressGivenUpMs);
    window.removeEventListener('submit', native);
    expect(native).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('leaves forms that are not marked alone', () => {
    document.body.innerHTML = '<form><button type="submit">Go</button></form>';
    const seen = jest.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    window.addEventListener('submit', seen);
    document.querySelector('button')!.click();
    window.removeEventListener('submit', seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

function ContactForm({ onSend }: { onSend: (name: string, button: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  useEarlyPress('contact', form);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const name = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    onSend(name.value, submitter?.textContent ?? '');
  };
  return (
    <form ref={form} method="post" {...earlyPressForm('contact')} onSubmit={submit}>
      <input name="name" defaultValue="" required />
      <button type="button">Other</button>
      <button type="submit">Send</button>
      <p data-early-press-failed="" hidden>
        Could not send
      </p>
    </form>
  );
}

describe('useEarlyPress', () => {
  /** The form as the server sent it, typed into and pressed before the page runs. */
  function pressedServerForm(typed: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSend={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = typed;
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    return container;
  }

  it('carries out a held press once the form is hydrated: once, with what was typed by then', async () => {
    const container = pressedServerForm('Ada');
    container.querySelector('input')!.value = 'Ada Lovelace';
    const onSend = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ContactForm onSend={onSend} />);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Ada Lovelace', 'Send');
    expect(container.querySelector('input')!.value).toBe('Ada Lovelace');
  });

  it('does not carry out a press the script gave up on; its note goes at the next press', async () => {
    jest.useFakeTimers();
    const container = pressedServerForm('Ada');
    jest.advanceTimersByTime(earlyPressGiveUpMs);
    jest.useRealTimers();
    const failed = container.querySelector<HTMLElement>('[data-early-press-failed]')!;
    expect(failed.hidden).toBe(false);
    // The page's code comes after all: the visitor was told nothing was sent, and nothing is.
    const onSend = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ContactForm onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(failed.hidden).toBe(false);
    await act(async () =>
      container.querySelector<HTMLButtonElement>('button[type=submit]')!.click(),
    );
    expect(onSend).toHaveBeenCalledWith('Ada', 'Send');
    expect(failed.hidden).toBe(true);
  });

  it('does nothing on hydration when nothing was pressed, and the page handles later presses', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSend={() => undefined} />);
    document.body.append(container);
    const onSend = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ContactForm onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    container.querySelector('input')!.value = 'Grace';
    await act(async () =>
      container.querySelector<HTMLButtonElement>('button[type=submit]')!.click(),
    );
    expect(onSend).toHaveBeenCalledWith('Grace', 'Send');
  });

  it('asks for the system’s code in a task after the one in which the page’s effects run', async () => {
    mockSystem.loaded = false;
    mockSystem.loads = 0;
    mockNextTask.held = undefined;
    try {
      const container = pressedServerForm('Ada');
      const onSend = jest.fn();
      await act(async () => {
        hydrateRoot(container, <ContactForm onSend={onSend} />);
      });
      // The effects have run and asked for the next task; the code is not asked for yet.
      expect(mockNextTask.held).toBeInstanceOf(Function);
      expect(mockSystem.loads).toBe(0);
      // The press waits for the code, and is carried out once it is there.
      expect(onSend).not.toHaveBeenCalled();
      await act(async () => mockNextTask.held?.());
      expect(mockSystem.loads).toBe(1);
      await waitFor(() => expect(onSend).toHaveBeenCalledWith('Ada', 'Send'));
      expect(onSend).toHaveBeenCalledTimes(1);
    } finally {
      delete mockSystem.loaded;
      delete mockNextTask.held;
    }
  });
});
