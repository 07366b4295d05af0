/**
 * reCAPTCHA v3 in the browser: the script is loaded for the configured site key when the contact
 * page opens, and a token for the action `submit` is asked for when the visitor sends the form.
 * Locally the same code talks to the bot-check emulator, which serves the same API.
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

/** The bot-check action of the contact form (docs/product.md#bot-check). */
export const botCheckAction = 'submit';

/** Adds the bot-check script to the page once; `?render=` selects v3 for the site key. */
export function loadRecaptchaScript(scriptUrl: string, siteKey: string): void {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', siteKey);
  if (document.querySelector(`script[data-bot-check]`)) return;
  const script = document.createElement('script');
  script.src = url.href;
  script.async = true;
  script.defer = true;
  script.dataset.botCheck = '';
  document.head.append(script);
}

/** Whether the bot-check script has loaded (docs/product.md#contact: "reCAPTCHA not loaded"). */
export const isRecaptchaLoaded = (): boolean => typeof window.grecaptcha?.execute === 'function';

/** A fresh token for the `submit` action. Rejects if the service fails. */
export function getRecaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return Promise.reject(new Error('reCAPTCHA is not loaded'));
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      Promise.resolve(grecaptcha.execute(siteKey, { action: botCheckAction })).then(
        resolve,
        reject,
      );
    });
  });
}
