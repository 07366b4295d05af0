/**
 * The run-time values of the static images: what each app (the shell, each remote) is given by
 * its environment when its container starts, how each value is checked, and where it goes (the
 * runtime files it is written into, the shell's Content-Security-Policy). The one schema of those
 * values: generate.ts turns it into the POSIX shell checks that entrypoint.sh runs (decision 031),
 * so the nginx image needs no Node.
 *
 * A new remote is a new name in `remoteNames` (@site/contracts/federation): the shell then
 * requires its URL, writes it into remotes.json and allows its origin in the CSP, and the image
 * serves its bundle. Only a remote with settings of its own (a config.json) adds them below.
 */
import { remoteNames, type RemoteName } from '@site/contracts/federation';
import { recommendedHstsMaxAge } from '@site/contracts/strict-transport-security';
import * as z from 'zod';

/** Every bundle a static image serves, as `APP` names it (`remote-blog` is read as `blog`). */
export const apps = ['shell', ...remoteNames] as const;
export type App = (typeof apps)[number];

const hostPort = '[A-Za-z0-9][A-Za-z0-9.-]*(:[1-9][0-9]{0,4})?';

/**
 * How a value is checked: the whole value matches `pattern`, a POSIX extended regular expression
 * (read alike by grep -E and JavaScript), and a URL's port is at most 65535. The character sets
 * are strict on purpose: a value is written into JSON and nginx configuration, and none may
 * break out of either. `list`: comma-separated items, each checked (blanks around them dropped).
 */
export const kinds = {
  url: {
    pattern: `^https?://${hostPort}(/[A-Za-z0-9._~/-]*)?$`,
    wrong:
      'must be an http(s) URL such as https://host.example/path (letters, digits and . _ ~ / - only)',
  },
  origin: {
    pattern: `^https?://${hostPort}$`,
    wrong: 'must be an origin such as http://renderer:3010 (no path, no trailing slash)',
  },
  origins: {
    pattern: `^https?://${hostPort}$`,
    wrong:
      'must list origins such as https://www.example.co.uk (no path, no trailing slash), separated by commas',
    list: true,
  },
  key: { pattern: '^[A-Za-z0-9._-]+$', wrong: 'may contain only letters, digits and . _ -' },
  path: {
    pattern: '^/[A-Za-z0-9._/-]*$',
    wrong: 'must be an absolute path (letters, digits and . _ / - only)',
  },
  addresses: {
    pattern:
      '^([0-9]{1,3}([.][0-9]{1,3}){3}|[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){2,7})(/[0-9]{1,3})?$',
    wrong: 'must list IP addresses or networks such as 10.0.0.0/8 or fd00::/8, separated by commas',
    list: true,
  },
  seconds: {
    pattern: '^[0-9]{1,9}$',
    wrong: `must be a number of seconds (0 or empty: no header), e.g. ${recommendedHstsMaxAge}`,
  },
} as const satisfies Record<string, { pattern: string; wrong: string; list?: true }>;
export type Kind = keyof typeof kinds;

/** The shell CSP's groups of origins (`TrustedOrigins` of the edge policy). */
export type CspGroup = 'remotes' | 'apis' | 'botCheck';

export interface Setting {
  /** The environment variable. */
  name: string;
  kind: Kind;
  /** What it is, in the message when it is missing or wrong. */
  what: string;
  required: boolean;
  /** The shell's CSP allows its origin for this group. */
  csp?: CspGroup;
  /** The shell writes it into remotes.json as this remote's manifest. */
  remote?: RemoteName;
  /** The app writes it into its config.json under this key. */
  configKey?: string;
}

/** `MARKETING_REMOTE_URL`, from the remote's name. */
export const remoteUrlVariable = (remote: RemoteName): string =>
  `${remote.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_REMOTE_URL`;

const hsts: Setting = {
  name: 'HSTS_MAX_AGE',
  kind: 'seconds',
  required: false,
  what: 'Strict-Transport-Security on every answer (decision 022)',
};

const allowedOrigins: Setting = {
  name: 'ALLOWED_ORIGINS',
  kind: 'origins',
  required: true,
  what: "the comma-separated origins allowed to load this remote (the shell's, e.g. https://www.example.co.uk)",
};

const botCheck = (what: string): Setting[] => [
  {
    name: 'RECAPTCHA_SITE_KEY',
    kind: 'key',
    required: true,
    what: 'the public reCAPTCHA v3 site key',
    configKey: 'recaptchaSiteKey',
  },
  {
    name: 'RECAPTCHA_SCRIPT_URL',
    kind: 'url',
    required: true,
    what,
    configKey: 'recaptchaScriptUrl',
  },
];

const shell: Setting[] = [
  ...remoteNames.map((remote): Setting => ({
    name: remoteUrlVariable(remote),
    kind: 'url',
    required: true,
    what: `the URL of the ${remote} remote's mf-manifest.json`,
    csp: 'remotes',
    remote,
  })),
  {
    name: 'SUPABASE_URL',
    kind: 'url',
    required: true,
    what: "the blog backend the pages call (allowed by the shell's CSP)",
    csp: 'apis',
  },
  {
    name: 'CONTACT_API_URL',
    kind: 'url',
    required: true,
    what: "the contact API the contact form and the newsletter post to (allowed by the shell's CSP)",
    csp: 'apis',
  },
  {
    name: 'RECAPTCHA_SCRIPT_URL',
    kind: 'url',
    required: true,
    what: "the bot-check script the contact page and the newsletter sign-up load (allowed by the shell's CSP)",
    csp: 'botCheck',
  },
  { ...allowedOrigins, required: false, what: "the origins allowed to load the shell's files" },
  {
    name: 'RENDERER_URL',
    kind: 'origin',
    required: false,
    what: "the renderer's origin (without it, pages are rendered in the browser)",
  },
  {
    name: 'TRUSTED_PROXIES',
    kind: 'addresses',
    required: false,
    what: "the proxies in front (a CDN's, compose's Varnish) whose X-Forwarded-For names the client: each client's bound at the renderer counts that client (decision 047)",
  },
  {
    name: 'RELEASES_DIR',
    kind: 'path',
    required: false,
    what: "the release registry's folder: /remotes.json from the registry's file there, and its releases at /releases/<remote>/<version>/ (decision 037)",
  },
];

/** A remote's own settings (its config.json), beside ALLOWED_ORIGINS; most have none. */
const remoteSettings: Partial<Record<RemoteName, Setting[]>> = {
  blog: [
    {
      name: 'SUPABASE_URL',
      kind: 'url',
      required: true,
      what: 'the blog backend (Supabase project URL)',
      configKey: 'supabaseUrl',
    },
    {
      name: 'SUPABASE_ANON_KEY',
      kind: 'key',
      required: true,
      what: "the blog backend's public anon key",
      configKey: 'supabaseAnonKey',
    },
    {
      name: 'CONTACT_API_URL',
      kind: 'url',
      required: true,
      what: 'the contact API the newsletter sign-up posts to',
      configKey: 'contactApiUrl',
    },
    ...botCheck('the bot-check script, e.g. https://www.google.com/recaptcha/api.js'),
  ],
  contact: [
    {
      name: 'CONTACT_API_URL',
      kind: 'url',
      required: true,
      what: 'the contact API the form posts to',
      configKey: 'contactApiUrl',
    },
    ...botCheck('the bot-check script, e.g. https://www.google.com/recaptcha/api.js'),
  ],
};

/** Every run-time value of `app`, in the order they are checked and written. */
export const settingsOf = (app: App): Setting[] => [
  hsts,
  ...(app === 'shell' ? shell : [allowedOrigins, ...(remoteSettings[app] ?? [])]),
];

/**
 * The first word of the entrypoint's message when a value is wrong: every settings reader of the
 * site reports `<name>: invalid settings`, then each bad variable (decision 032).
 */
export const settingsName = 'static-app';

/** The explicit port of a URL or origin, as the entrypoint's `port_in` finds it. */
function portIn(value: string): string {
  // Only a URL has a port: an IPv6 address's last group is none.
  if (!value.includes('://')) return '';
  const rest = value.slice(value.indexOf('://') + 3);
  const host = rest.split('/')[0] ?? '';
  return host.includes(':') ? host.slice(host.lastIndexOf(':') + 1) : '';
}

const itemsOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** One value as zod reads it: the rule and the message of the entrypoint's `check`. */
function valueSchema(setting: Setting) {
  const rule: { pattern: string; wrong: string; list?: true } = kinds[setting.kind];
  const pattern = new RegExp(rule.pattern);
  const valid = (value: string) => pattern.test(value) && Number(portIn(value) || 0) <= 65535;
  // Empty is unset; a list is unset when it names nothing (its blanks dropped).
  const unsetWhenEmpty = (value: unknown) =>
    typeof value !== 'string' ||
    value === '' ||
    (rule.list && !value.includes('\n') && itemsOf(value).length === 0)
      ? undefined
      : value;
  const checked = z.string({ error: `is required: ${setting.what}` }).superRefine((value, ctx) => {
    if (rule.list && value.includes('\n')) {
      ctx.addIssue({ code: 'custom', message: 'must be a single line' });
    } else if (!(rule.list ? itemsOf(value) : [value]).every(valid)) {
      ctx.addIssue({ code: 'custom', message: `${rule.wrong}: ${setting.what}` });
    }
  });
  return z
    .preprocess(unsetWhenEmpty, setting.required ? checked : checked.optional())
    .meta({ description: setting.what });
}

/**
 * The run-time values of `app` as a zod object, checked as the entrypoint checks them: the
 * image has no Node, so settings.sh is generated from the same records, and a test reads the
 * same environments both ways and compares the messages (decision 032).
 */
export const settingsSchemaOf = (app: App) =>
  z.object(
    Object.fromEntries(settingsOf(app).map((setting) => [setting.name, valueSchema(setting)])),
  );
