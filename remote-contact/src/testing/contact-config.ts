/**
 * The contact page's settings in its tests, in place of `config/contact-config`: an API and a
 * bot-check script at addresses the tests answer themselves.
 */
import type { ContactConfig } from '../config/contact-config';

export const testContactConfig: ContactConfig = {
  contactApiUrl: 'http://api.test',
  recaptchaSiteKey: 'site-key',
  recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
};

export const loadContactConfig = () => Promise.resolve(testContactConfig);
