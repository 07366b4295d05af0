import { loadRecaptchaScript } from '@site/bot-check/recaptcha';
import { loadContactConfig } from '../config/contact-config';

/**
 * The contact remote's `./prefetch` module (`@site/contracts/federation`, decision 012): reads the
 * page's settings (`config.json`) and adds the bot-check script for its site key as soon as the
 * shell has this module, while its own start-up code is still downloading. The page's effect then
 * finds both: the settings are read once per page, the script is added once. A failure here is
 * left to the page, which reads the settings again and reports it. Nothing here imports React or
 * the design system.
 */
const ignore = () => undefined; // reported by the page

export function prefetchPageData(): void {
  loadContactConfig().then(
    (config) =>
      loadRecaptchaScript(config.recaptchaScriptUrl, config.recaptchaSiteKey).catch(ignore),
    ignore,
  );
}
