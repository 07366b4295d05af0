import { currentConsentVersion, perPostConsentVersions } from '@site/contracts/newsletter-facts';
import type * as z from 'zod';
import { googleSiteverifyUrl, type ContactApiVariables } from './settings-schema';

/**
 * Rules between variables, and those that keep a production API away from local stand-ins. Each
 * problem names its variable, so the message lists it with the others.
 */

/** Google's siteverify hosts: the only verifier a production API may use. */
export const productionVerifyHosts = [
  'www.google.com',
  'google.com',
  'www.recaptcha.net',
  'recaptcha.net',
] as const;

type Problem = [variable: keyof ContactApiVariables, message: string];

function isGoogleSiteverify(value: string): boolean {
  const url = new URL(value);
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    (productionVerifyHosts as readonly string[]).includes(url.hostname) &&
    url.pathname === '/recaptcha/api/siteverify' &&
    !url.username &&
    !url.password
  );
}

function productionProblems(settings: ContactApiVariables): Problem[] {
  const problems: Problem[] = [];
  const explicit = [
    'ALLOWED_ORIGINS',
    'RECAPTCHA_ALLOWED_HOSTNAMES',
    'SMTP_HOST',
    'HSTS_MAX_AGE',
    'NEWSLETTER_LINK_SECRET',
    'SUPABASE_URL',
    'SUPABASE_ANON_KEY',
  ] as const;
  for (const variable of explicit) {
    if (settings[variable] === undefined) {
      problems.push([variable, 'must be set when NODE_ENV=production']);
    }
  }
  if (!settings.DATABASE_URL) {
    problems.push([
      'DATABASE_URL',
      'must be set when NODE_ENV=production (the embedded database is for development and ' +
        'tests: replicas share the outbox only through Postgres)',
    ]);
  }
  if (settings.TRUST_PROXY === undefined || settings.TRUST_PROXY === false) {
    problems.push([
      'TRUST_PROXY',
      'must be set when NODE_ENV=production: the number of proxies in front of the API (0 if ' +
        'clients connect to it directly), or their addresses/subnets; without it every visitor ' +
        'behind a load balancer shares one address and one rate limit',
    ]);
  }
  if (settings.SMTP_USER && !settings.SMTP_SECURE && !settings.SMTP_REQUIRE_TLS) {
    problems.push([
      'SMTP_USER',
      'credentials are sent only over TLS when NODE_ENV=production: set SMTP_SECURE=true ' +
        '(TLS from the start, port 465) or SMTP_REQUIRE_TLS=true (STARTTLS)',
    ]);
  }
  for (const variable of ['SITE_URL', 'PUBLIC_API_URL'] as const) {
    if (!settings[variable]?.startsWith('https://')) {
      problems.push([
        variable,
        "must be set to an https:// URL when NODE_ENV=production (the newsletter's emails " +
          'link to it)',
      ]);
    }
  }
  if (!isGoogleSiteverify(settings.RECAPTCHA_VERIFY_URL)) {
    problems.push([
      'RECAPTCHA_VERIFY_URL',
      `must be Google's siteverify (${googleSiteverifyUrl} or ` +
        'https://www.recaptcha.net/recaptcha/api/siteverify) when NODE_ENV=production; ' +
        'the local bot-check emulator is for development and tests only',
    ]);
  }
  return problems;
}

/** The schema's `.superRefine`: runs once every variable has parsed. */
export function settingsRules(settings: ContactApiVariables, ctx: z.RefinementCtx): void {
  const problems = settings.NODE_ENV === 'production' ? productionProblems(settings) : [];
  if (Boolean(settings.SMTP_USER) !== Boolean(settings.SMTP_PASS)) {
    problems.push(['SMTP_USER', 'set SMTP_USER and SMTP_PASS together']);
  }
  if (settings.DELIVERY_MAX_RETRY_DELAY_SECONDS < settings.DELIVERY_RETRY_DELAY_SECONDS) {
    problems.push([
      'DELIVERY_MAX_RETRY_DELAY_SECONDS',
      'must be at least DELIVERY_RETRY_DELAY_SECONDS',
    ]);
  }
  if (
    settings.NEWSLETTER_SENDS === 'each-post' &&
    !perPostConsentVersions.includes(currentConsentVersion)
  ) {
    problems.push([
      'NEWSLETTER_SENDS',
      `each-post needs a consent wording that promises an email per post: the current one ` +
        `(${currentConsentVersion}) promises about one a month (decision 041)`,
    ]);
  }
  for (const [variable, message] of problems) {
    ctx.addIssue({ code: 'custom', path: [variable], message });
  }
}
