/** A value as a JavaScript literal that is also safe inside HTML. */
const literal = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface GrecaptchaScriptOptions {
  /** Origin of the emulator, used when the script cannot tell where it was loaded from. */
  fallbackOrigin: string;
  /** The `render` parameter of the script URL: the site key `execute` accepts. */
  renderSiteKey: string | null;
  /** The `onload` parameter: a global function to call once `grecaptcha` is ready. */
  onload: string | null;
}

/**
 * The browser script: `window.grecaptcha` with the `ready(callback)` and
 * `execute(siteKey, { action })` of Google's reCAPTCHA v3, getting its tokens from the emulator.
 * Written as plain ES2017 so that it runs unchanged in any browser the site supports.
 */
export function grecaptchaScript({
  fallbackOrigin,
  renderSiteKey,
  onload,
}: GrecaptchaScriptOptions): string {
  return `/* reCAPTCHA v3 emulator: local development and tests only. */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : ${literal(fallbackOrigin)};
  var renderSiteKey = ${literal(renderSiteKey)};
  var onload = ${literal(onload)};

  function invalidKey(siteKey) {
    return new Error('Invalid site key or not loaded in api.js: ' + siteKey);
  }

  function execute(siteKey, options) {
    if (renderSiteKey && siteKey !== renderSiteKey) return Promise.reject(invalidKey(siteKey));
    var action = options && typeof options.action === 'string' ? options.action : '';
    return fetch(origin + '/emulator/token', {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteKey: siteKey, action: action, hostname: location.hostname })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok && body && typeof body.token === 'string') return body.token;
        if (body && body.error === 'invalid-site-key') throw invalidKey(siteKey);
        throw new Error('reCAPTCHA emulator: ' + ((body && body.error) || response.status));
      });
    });
  }

  function ready(callback) {
    if (typeof callback === 'function') setTimeout(callback, 0);
  }

  window.grecaptcha = { ready: ready, execute: execute };
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
})();
`;
}
