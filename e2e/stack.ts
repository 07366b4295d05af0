import path from 'node:path';
import { readStack } from '../scripts/stack';

/**
 * The stack the end-to-end tests run against: `npm start`'s, with every app and backend on ports
 * of its own (3100+, 4200+ …) and its own data folder, emptied at start, so a running `npm start`
 * is no bother.
 */
export const e2eEnvironment = {
  SHELL_PORT: '3100',
  MARKETING_PORT: '3101',
  BLOG_PORT: '3102',
  CONTACT_PORT: '3103',
  BLOG_BACKEND_PORT: '54421',
  CONTACT_API_PORT: '4200',
  MAIL_CATCHER_SMTP_PORT: '1125',
  MAIL_CATCHER_HTTP_PORT: '8125',
  BOT_CHECK_PORT: '4300',
  RENDERER_PORT: '3190',
  // Tests that change a post or a remote see it within seconds, not the production minute.
  RENDER_CACHE_TTL_MS: '2000',
  REMOTES_REFRESH_MS: '1000',
  // A render thread started while the tests run loads a remote's code on a host that also runs
  // the browser and the tests: the page keeps its server rendering if that takes more than the
  // production second. No test here depends on the limit.
  REMOTE_TIMEOUT_MS: '5000',
  PUBLIC_HOST: '127.0.0.1',
  DATA_DIR: path.resolve(__dirname, '..', '.data', 'e2e'),
  // Releases of its own (none), not those a developer promoted on the local site.
  RELEASES_DIR: path.resolve(__dirname, '..', '.data', 'e2e', 'releases'),
  // Several tests send the form from the same address within minutes.
  RATE_LIMIT_MAX: '200',
  // Likewise the newsletter's sign-ups, from the one address the tests have.
  NEWSLETTER_RATE_LIMIT_MAX: '200',
};

export const e2eStack = readStack({ ...e2eEnvironment });
