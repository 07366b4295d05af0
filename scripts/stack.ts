import path from 'node:path';
import type { RemoteName, RemotesConfig } from '@site/contracts/federation';
import { contentSecurityPolicy } from '@site/static-server/content-security-policy';
import {
  parseHstsMaxAge,
  strictTransportSecurity,
} from '@site/contracts/strict-transport-security';
import type { Configuration } from 'webpack';
import { LOCAL_ANON_KEY as localAnonKey } from '@site/supabase/local';
import * as z from 'zod';

/**
 * The local stack: which apps exist, where they are built and on which port each is served.
 * `npm start`, `npm run dev` and the end-to-end tests all read it, configured by environment
 * variables (see the configuration table in README.md).
 */

const repoRoot = path.resolve(__dirname, '..');

type AppName = 'shell' | RemoteName;
/** An app's `webpack.config.ts`: its browser build, and for a deployable app its server build. */
type ConfigFactory = (
  env: { standalone?: boolean },
  argv: { mode: 'production' | 'development' },
) => Configuration | Configuration[];

interface AppDefinition {
  name: AppName;
  /** Folder of the workspace. */
  folder: string;
  /** Environment variable holding its port, and the default. */
  portVariable: string;
  defaultPort: number;
  /** Environment variable that points the shell at another deployment of this remote. */
  remoteUrlVariable?: string;
  webpackConfig: () => Promise<ConfigFactory>;
}

/** Every app the local stack builds and serves. Add a remote here when its folder lands. */
const apps: readonly AppDefinition[] = [
  {
    name: 'shell',
    folder: 'shell',
    portVariable: 'SHELL_PORT',
    defaultPort: 3000,
    webpackConfig: async () => (await import('../shell/webpack.config')).default,
  },
  {
    name: 'marketing',
    folder: 'remote-marketing',
    portVariable: 'MARKETING_PORT',
    defaultPort: 3001,
    remoteUrlVariable: 'MARKETING_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-marketing/webpack.config')).default,
  },
  {
    name: 'blog',
    folder: 'remote-blog',
    portVariable: 'BLOG_PORT',
    defaultPort: 3002,
    remoteUrlVariable: 'BLOG_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-blog/webpack.config')).default,
  },
  {
    name: 'contact',
    folder: 'remote-contact',
    portVariable: 'CONTACT_PORT',
    defaultPort: 3003,
    remoteUrlVariable: 'CONTACT_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-contact/webpack.config')).default,
  },
];

/**
 * Local stand-ins for the backends, started by `npm start` and the end-to-end tests: the blog
 * backend (the real edge functions in Deno, on PGlite), the contact API, the mail catcher and the
 * bot-check emulator. Public keys below are local-only values, never used by a deployment.
 */
export const localDefaults = {
  blogBackendPort: 54321,
  contactApiPort: 4000,
  mailCatcherSmtpPort: 1025,
  mailCatcherHttpPort: 8025,
  botCheckPort: 4100,
  /** The emulator's keys (it accepts only these; Google's would not). */
  recaptchaSiteKey: 'local-bot-check-site-key',
  recaptchaSecretKey: 'local-bot-check-secret-key',
};

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  ALLOWED_ORIGINS: z.string().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  BLOG_BACKEND_PORT: port(localDefaults.blogBackendPort),
  SUPABASE_URL: z.url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  CONTACT_API_PORT: port(localDefaults.contactApiPort),
  CONTACT_API_URL: z.url().optional(),
  MAIL_CATCHER_SMTP_PORT: port(localDefaults.mailCatcherSmtpPort),
  MAIL_CATCHER_HTTP_PORT: port(localDefaults.mailCatcherHttpPort),
  BOT_CHECK_PORT: port(localDefaults.botCheckPort),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SCRIPT_URL: z.url().optional(),
  RENDERER_PORT: port(3010),
  SITE_URL: z.url().optional(),
  RENDER_CACHE_TTL_MS: z.coerce.number().int().min(1).optional(),
  REMOTES_REFRESH_MS: z.coerce.number().int().min(1).optional(),
  REMOTE_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  /** Seconds of Strict-Transport-Security; unset or 0: none (decision 022). */
  HSTS_MAX_AGE: z.string().optional(),
  ...Object.fromEntries(apps.map((app) => [app.portVariable, port(app.defaultPort)])),
  ...Object.fromEntries(
    apps.flatMap((app) =>
      app.remoteUrlVariable ? [[app.remoteUrlVariable, z.url().optional()]] : [],
    ),
  ),
});

export interface StackApp {
  name: AppName;
  dir: string;
  distDir: string;
  port: number;
  /** The app's origin as the browser sees it. */
  origin: string;
  webpackConfig: () => Promise<ConfigFactory>;
  /** The remote's runtime settings, served as `config.json` beside its bundle. */
  runtimeConfig?: Record<string, string>;
  /** CSP of the app's own HTML when it runs standalone. */
  standaloneContentSecurityPolicy: string;
}

/** Where the local backends listen, and where the browser finds them. */
export interface StackServices {
  dataDir: string;
  blogBackend: { port: number; url: string; anonKey: string };
  contactApi: { port: number; url: string };
  mailCatcher: { smtpPort: number; httpPort: number; url: string };
  botCheck: { port: number; url: string; siteKey: string; secretKey: string; scriptUrl: string };
}

/** The shell's server renderer, behind the shell's static host. */
export interface StackRenderer {
  port: number;
  /** The site's public URL (canonical links, the sitemap): the shell's origin unless set. */
  siteUrl: string;
  /** How long a rendered page is reused, and how often remotes.json is read again. */
  cacheTtlMs?: number;
  refreshMs?: number;
  /** How long a page waits for its remote's code (development builds are larger). */
  remoteTimeoutMs?: number;
  /** `HSTS_MAX_AGE`, passed on as it was given. */
  hstsMaxAge?: string;
}

export interface Stack {
  host: string;
  apps: StackApp[];
  shell: StackApp;
  renderer: StackRenderer;
  remotesConfig: RemotesConfig;
  /** Origins a remote (and the contact API) accepts cross-origin requests from. */
  allowedOrigins: string[];
  /** Hostnames the contact API accepts in bot-check verdicts: the shell's. */
  allowedHostnames: string[];
  services: StackServices;
  /** `Strict-Transport-Security` of every static host (`HSTS_MAX_AGE`); none when off. */
  strictTransportSecurity?: string;
  /**
   * CSP of the shell's HTML: its own origin, the remotes, the backends, the bot-check service,
   * and the build's inline scripts given by their hash sources.
   */
  shellContentSecurityPolicy(inlineScripts?: readonly string[]): string;
}

type ParsedEnvironment = {
  HOST: string;
  PUBLIC_HOST: string;
  ALLOWED_ORIGINS?: string;
  DATA_DIR: string;
  BLOG_BACKEND_PORT: number;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  CONTACT_API_PORT: number;
  CONTACT_API_URL?: string;
  MAIL_CATCHER_SMTP_PORT: number;
  MAIL_CATCHER_HTTP_PORT: number;
  BOT_CHECK_PORT: number;
  RECAPTCHA_SITE_KEY?: string;
  RECAPTCHA_SCRIPT_URL?: string;
  RENDERER_PORT: number;
  SITE_URL?: string;
  RENDER_CACHE_TTL_MS?: number;
  REMOTES_REFRESH_MS?: number;
  REMOTE_TIMEOUT_MS?: number;
  HSTS_MAX_AGE?: string;
} & Record<string, string | number | undefined>;

function readServices(config: ParsedEnvironment): StackServices {
  const local = (servicePort: number) => `http://${config.PUBLIC_HOST}:${servicePort}`;
  const botCheckUrl = local(config.BOT_CHECK_PORT);
  return {
    dataDir: config.DATA_DIR,
    blogBackend: {
      port: config.BLOG_BACKEND_PORT,
      url: config.SUPABASE_URL ?? local(config.BLOG_BACKEND_PORT),
      anonKey: config.SUPABASE_ANON_KEY ?? localAnonKey,
    },
    contactApi: {
      port: config.CONTACT_API_PORT,
      url: config.CONTACT_API_URL ?? local(config.CONTACT_API_PORT),
    },
    mailCatcher: {
      smtpPort: config.MAIL_CATCHER_SMTP_PORT,
      httpPort: config.MAIL_CATCHER_HTTP_PORT,
      url: local(config.MAIL_CATCHER_HTTP_PORT),
    },
    botCheck: {
      port: config.BOT_CHECK_PORT,
      url: botCheckUrl,
      siteKey: config.RECAPTCHA_SITE_KEY ?? localDefaults.recaptchaSiteKey,
      secretKey: localDefaults.recaptchaSecretKey,
      scriptUrl: config.RECAPTCHA_SCRIPT_URL ?? `${botCheckUrl}/recaptcha/api.js`,
    },
  };
}

/** Each remote's `config.json`: what it needs to know about the environment it runs in. */
function runtimeConfigOf(
  name: AppName,
  services: StackServices,
): Record<string, string> | undefined {
  // The contact page's form and the blog's newsletter sign-up both post to the contact API,
  // with a bot-check token.
  const contactApi = {
    contactApiUrl: services.contactApi.url,
    recaptchaSiteKey: services.botCheck.siteKey,
    recaptchaScriptUrl: services.botCheck.scriptUrl,
  };
  if (name === 'blog') {
    return {
      supabaseUrl: services.blogBackend.url,
      supabaseAnonKey: services.blogBackend.anonKey,
      ...contactApi,
    };
  }
  if (name === 'contact') return contactApi;
  return undefined;
}

const originOf = (url: string) => new URL(url).origin;

export function readStack(env: NodeJS.ProcessEnv = process.env): Stack {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const config = parsed.data as ParsedEnvironment;
  const hsts = strictTransportSecurity(parseHstsMaxAge(config.HSTS_MAX_AGE));
  const services = readServices(config);
  const apiOrigins = [originOf(services.blogBackend.url), originOf(services.contactApi.url)];
  const botCheckOrigins = [originOf(services.botCheck.scriptUrl)];

  const stackApps = apps.map((app): StackApp => {
    const appPort = Number(config[app.portVariable] ?? app.defaultPort);
    const dir = path.join(repoRoot, app.folder);
    return {
      name: app.name,
      dir,
      distDir: path.join(dir, 'dist'),
      port: appPort,
      origin: `http://${config.PUBLIC_HOST}:${appPort}`,
      webpackConfig: app.webpackConfig,
      runtimeConfig: runtimeConfigOf(app.name, services),
      standaloneContentSecurityPolicy: contentSecurityPolicy({
        apis: apiOrigins,
        botCheck: botCheckOrigins,
      }),
    };
  });
  const shell = stackApps.find((app) => app.name === 'shell');
  if (!shell) throw new Error('The stack has no shell');

  const remotes: RemotesConfig['remotes'] = {};
  apps.forEach((app, index) => {
    if (app.name === 'shell') return;
    const override = app.remoteUrlVariable ? config[app.remoteUrlVariable] : undefined;
    remotes[app.name] =
      typeof override === 'string' ? override : `${stackApps[index]?.origin}/mf-manifest.json`;
  });

  const allowedOrigins = config.ALLOWED_ORIGINS
    ? config.ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : [
        ...new Set([
          shell.origin,
          `http://localhost:${shell.port}`,
          `http://127.0.0.1:${shell.port}`,
        ]),
      ];

  return {
    host: config.HOST,
    apps: stackApps,
    shell,
    renderer: {
      port: config.RENDERER_PORT,
      siteUrl: config.SITE_URL ?? shell.origin,
      ...(config.RENDER_CACHE_TTL_MS ? { cacheTtlMs: config.RENDER_CACHE_TTL_MS } : {}),
      ...(config.REMOTES_REFRESH_MS ? { refreshMs: config.REMOTES_REFRESH_MS } : {}),
      ...(config.REMOTE_TIMEOUT_MS ? { remoteTimeoutMs: config.REMOTE_TIMEOUT_MS } : {}),
      ...(config.HSTS_MAX_AGE ? { hstsMaxAge: config.HSTS_MAX_AGE } : {}),
    },
    remotesConfig: { remotes },
    allowedOrigins,
    allowedHostnames: [...new Set(allowedOrigins.map((origin) => new URL(origin).hostname))],
    services,
    ...(hsts ? { strictTransportSecurity: hsts } : {}),
    shellContentSecurityPolicy: (inlineScripts) =>
      contentSecurityPolicy({
        remotes: Object.values(remotes).map(originOf),
        apis: apiOrigins,
        botCheck: botCheckOrigins,
        inlineScripts,
      }),
  };
}
