/**
 * reCAPTCHA v3 in the browser, for every page that sends something: the script is added for the
 * configured site key when a page needs it (the contact page as it opens, the newsletter sign-up
 * when the visitor starts on it), and a token for the page's action is asked for when the
 * visitor sends. Locally the same code talks to the bot-check emulator, which serves the same API.
 *
 * Each remote bundles its own copy: the script element in the document (`data-bot-check`) and
 * `window.grecaptcha` are the state, so two copies on one page add the script once.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long a page waits for the script before it says the bot check could not be loaded. */
export const recaptchaLoadTimeoutMs = 10_000;

const scriptSelector = 'script[data-bot-check]';

/** Whether the bot-check script has loaded (the spec's "script absent" check). */
export const isRecaptchaLoaded = (): boolean => typeof window.grecaptcha?.execute === 'function';

/**
 * Adds the bot-check script to the page once (`?render=` selects v3 for the site key) and
 * resolves when it has loaded; rejects when it fails to load or takes longer than `timeoutMs`.
 * A script that failed is removed, so that the next call tries again.
 */
export function loadRecaptchaScript(
  scriptUrl: string,
  siteKey: string,
  timeoutMs = recaptchaLoadTimeoutMs,
): Promise<void> {
  let script = document.querySelector<HTMLScriptElement>(scriptSelector);
  if (!script) {
    const url = new URL(scriptUrl);
    url.searchParams.set('render', siteKey);
    script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.defer = true;
    script.dataset.botCheck = '';
    document.head.append(script);
  }
  if (isRecaptchaLoaded()) return Promise.resolve();
  const element = script;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`The bot-check script did not load in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
    const fail = (error: Error) => {
      done();
      element.remove();
      reject(error);
    };
    const onLoad = () => {
      done();
      if (isRecaptchaLoaded()) resolve();
      else fail(new Error('The bot-check script loaded without grecaptcha'));
    };
    const onError = () => fail(new Error(`The bot-check script failed to load: ${element.src}`));
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
  });
}

/** A fresh token for `action` (the contact form's `submit`, the sign-up's `subscribe`). */
export function getRecaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return Promise.reject(new Error('reCAPTCHA is not loaded'));
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      Promise.resolve(grecaptcha.execute(siteKey, { action })).then(resolve, reject);
    });
  });
}
