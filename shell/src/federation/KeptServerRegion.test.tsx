import { render } from '@testing-library/react';
import { KeptServerRegion } from './KeptServerRegion';

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__earlyPresses;
});

/** The server's region as the visitor has it: typed into, the caret inside the message. */
function serverRegion() {
  document.body.innerHTML = `
    <main id="main-content"><!--$--><h1>Contact Us</h1>
      <form data-early-press="contact" method="post">
        <input name="name"><textarea name="message"></textarea>
        <button type="submit">Send Message</button>
      </form><!--/$--></main>`;
  const name = document.querySelector('input')!;
  const message = document.querySelector('textarea')!;
  name.value = 'Ada';
  message.value = 'Hello there';
  message.focus();
  message.setSelectionRange(5, 5);
}

describe('KeptServerRegion', () => {
  it('puts back a copy of the region as the visitor had it: what was typed, the focus and the caret', () => {
    serverRegion();
    const giveUp = jest.fn();
    window.__earlyPresses = { claim: jest.fn(), giveUp };
    const { container } = render(<KeptServerRegion containerId="main-content" />);
    // What React would do next: remove the server's HTML it failed to hydrate.
    document.getElementById('main-content')!.remove();

    const kept = container.firstElementChild as HTMLElement;
    expect(kept.style.display).toBe('contents');
    expect(kept.querySelector('h1')).toHaveTextContent('Contact Us');
    expect(kept.querySelector('input')).toHaveValue('Ada');
    const message = kept.querySelector('textarea')!;
    expect(message).toHaveValue('Hello there');
    expect(message).toHaveFocus();
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 5]);
    // Nobody will take the forms' presses: the inline script says so at the next press.
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing, and fails nothing, when the region is not there', () => {
    const { container } = render(<KeptServerRegion containerId="main-content" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
