import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemotesConfig } from '@site/contracts/federation';
import { contentSecurityPolicy } from '@site/static-server/content-security-policy';
import {
  parseHstsMaxAge,
  strictTransportSecurity,
} from '@site/contracts/strict-transport-security';
import type { Configuration } from 'webpack';
import { LOCAL_ANON_KEY as localAnonKey } from '@site/supabase/local';
import { localDefaults, stackSettings, type StackEnvironment } from './stack-settings';

export { localDefaults } from './stack-settings';

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
  /** Environment variable holding its port. */
  portVariable: keyof StackEnvironment & `${string}_PORT`;
  /** Environment variable that points the shell at another deployment of this remote. */
  remoteUrlVariable?: keyof StackEnvironment & `${string}_REMOTE_URL`;
  webpackConfig: () => Promise<ConfigFactory>;
}

/** Every app the local stack builds and serves. Add a remote here when its folder lands. */
const apps: readonly AppDefinition[] = [
  {
    name: 'shell',
    folder: 'shell',
    portVariable: 'SHELL_PORT',
    webpackConfig: async () => (await import('../shell/webpack.config')).default,
  },
  {
    name: 'marketing',
    folder: 'remote-marketing',
    portVariable: 'MARKETING_PORT',
    remoteUrlVariable: 'MARKETING_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-marketing/webpack.config')).default,
  },
  {
    name: 'blog',
    folder: 'remote-blog',
    portVariable: 'BLOG_PORT',
    remoteUrlVariable: 'BLOG_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-blog/webpack.config')).default,
  },
  {
    name: 'contact',
    folder: 'remote-contact',
    portVariable: 'CONTACT_PORT',
    remoteUrlVariable: 'CONTACT_REMOTE_URL',
    webpackConfig: async () => (await import('../remote-contact/webpack.config')).default,
  },
];

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

/** Where the remotes' releases are published and served (`npm run release`, decision 037). */
export interface StackReleases {
  /** `<dir>/<remote>/<version>/`, and the site's pointer. */
  dir: string;
  /** The manifest URL of a release, as browsers and the renderer fetch it. */
  manifestUrlOf(remote: string, version: string): string;
  retentionMs: number;
  /** The key of preview links, shared by the renderer and `npm run release … preview`. */
  previewSecret(): string;
}

/**
 * A random preview key for this machine's stack, made once and kept beside its releases (never
 * committed: `.releases/` is ignored), so the renderer and the release command agree.
 */
function localPreviewSecret(releasesDir: string): string {
  const file = path.join(releasesDir, '.preview-secret');
  if (!existsSync(file)) {
    mkdirSync(releasesDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

export interface Stack {
  host: string;
  apps: StackApp[];
  shell: StackApp;
  renderer: StackRenderer;
  /** `remotes.json` from the environment: what the site loads until a release is promoted. */
  remotesConfig: RemotesConfig;
  releases: StackReleases;
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

function readServices(config: StackEnvironment): StackServices {
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

export function readStack(env: Record<string, string | undefined> = process.env): Stack {
  const config = stackSettings.read(env);
  const hsts = strictTransportSecurity(parseHstsMaxAge(config.HSTS_MAX_AGE));
  const services = readServices(config);
  const apiOrigins = [originOf(services.blogBackend.url), originOf(services.contactApi.url)];
  const botCheckOrigins = [originOf(services.botCheck.scriptUrl)];

  const stackApps = apps.map((app): StackApp => {
    const appPort = config[app.portVariable];
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
    const override = app.remoteUrlVariable && config[app.remoteUrlVariable];
    remotes[app.name] = override || `${stackApps[index]?.origin}/mf-manifest.json`;
  });

  const originOfRemote = new Map(stackApps.map((app) => [app.name as string, app.origin]));
  const releases: StackReleases = {
    dir: config.RELEASES_DIR,
    manifestUrlOf: (remote, version) =>
      config.RELEASES_URL
        ? new URL(`${remote}/${version}/mf-manifest.json`, config.RELEASES_URL).href
        : `${originOfRemote.get(remote) ?? `http://${config.PUBLIC_HOST}`}/releases/${version}/mf-manifest.json`,
    retentionMs: config.RELEASE_RETENTION_HOURS * 3_600_000,
    previewSecret: () => config.PREVIEW_SECRET ?? localPreviewSecret(config.RELEASES_DIR),
  };
  const remoteOrigins = [
    ...Object.values(remotes).flatMap((url) => (url ? [originOf(url)] : [])),
    ...(config.RELEASES_URL ? [originOf(config.RELEASES_URL)] : []),
  ];

  const allowedOrigins = config.ALLOWED_ORIGINS ?? [
    ...new Set([shell.origin, `http://localhost:${shell.port}`, `http://127.0.0.1:${shell.port}`]),
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
    releases,
    allowedOrigins,
    allowedHostnames: [...new Set(allowedOrigins.map((origin) => new URL(origin).hostname))],
    services,
    ...(hsts ? { strictTransportSecurity: hsts } : {}),
    shellContentSecurityPolicy: (inlineScripts) =>
      contentSecurityPolicy({
        remotes: remoteOrigins,
        apis: apiOrigins,
        botCheck: botCheckOrigins,
        inlineScripts,
      }),
  };
}
