/**
 * The local stack's settings (`npm start`, `npm run dev`, the end-to-end tests): its environment,
 * read once (decision 032). Each variable's description is its row of the table in README.md
 * ("Configuration", `npm run settings:docs`).
 */
import path from 'node:path';
import * as z from 'zod';
import { defaultOf, defineSettings, env } from '@site/settings';
import { hstsMaxAge, rendererSettings } from '../shell/renderer/settings';

const repoRoot = path.resolve(__dirname, '..');

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

function isOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value;
}

const origin = z
  .string()
  .refine(isOrigin, 'must list origins such as http://localhost:3000 (no path or trailing slash)');

const remoteUrl = (remote: string, portVariable: string) =>
  env.url(undefined).meta({
    description: `where the shell loads the ${remote} remote from`,
    defaultText: `\`http://{PUBLIC_HOST}:{${portVariable}}/mf-manifest.json\``,
  });

/** A setting the stack passes on to the renderer only when it is set. */
const renderer = (variable: keyof typeof rendererSettings.schema.shape, description: string) =>
  env.integer(undefined, 1).meta({
    description,
    defaultText: `the renderer's, ${defaultOf(rendererSettings.schema.shape[variable])}`,
  });

export const stackSettings = defineSettings(
  'stack',
  z.object({
    HOST: env.text('127.0.0.1').meta({ description: 'interface the local servers bind to' }),
    PUBLIC_HOST: env
      .text('localhost')
      .meta({ description: 'host name in the URLs the browser uses' }),
    SHELL_PORT: env.port(3000).meta({ description: 'port of the site (the shell)' }),
    MARKETING_PORT: env.port(3001).meta({ description: 'port of the marketing remote' }),
    MARKETING_REMOTE_URL: remoteUrl('marketing', 'MARKETING_PORT'),
    BLOG_PORT: env.port(3002).meta({ description: 'port of the blog remote' }),
    BLOG_REMOTE_URL: remoteUrl('blog', 'BLOG_PORT'),
    CONTACT_PORT: env.port(3003).meta({ description: 'port of the contact remote' }),
    CONTACT_REMOTE_URL: remoteUrl('contact', 'CONTACT_PORT'),
    ALLOWED_ORIGINS: env.list(undefined, origin).meta({
      description: 'comma-separated origins the remotes and contact API accept',
      defaultText: "the shell's origin (localhost and 127.0.0.1)",
    }),
    DATA_DIR: env.text(path.join(repoRoot, '.data')).meta({
      description: 'blog database, contact outbox and caught mail',
      defaultText: '`.data/`',
    }),
    RELEASES_DIR: env.text(path.join(repoRoot, '.releases')).meta({
      description:
        "the remotes' published releases and the site's release pointer (`npm run release`)",
      defaultText: '`.releases/`',
    }),
    RELEASES_URL: env.url(undefined).meta({
      description: 'where the releases are served, as `{RELEASES_URL}{remote}/{version}/`',
      defaultText: "each remote's host, `/releases/{version}/`",
    }),
    RELEASE_RETENTION_HOURS: env.integer(24, 1).meta({
      description: 'hours a release stays online once out of service, before `prune` deletes it',
    }),
    BLOG_BACKEND_PORT: env
      .port(localDefaults.blogBackendPort)
      .meta({ description: 'port of the local blog backend' }),
    SUPABASE_URL: env.url(undefined).meta({
      description: 'blog backend the blog remote calls (a Supabase project URL)',
      defaultText: '`http://{PUBLIC_HOST}:{BLOG_BACKEND_PORT}`',
    }),
    SUPABASE_ANON_KEY: env.text(undefined).meta({
      description: 'its public anon key',
      defaultText: "Supabase's public local demo key",
    }),
    CONTACT_API_PORT: env
      .port(localDefaults.contactApiPort)
      .meta({ description: 'port of the local contact API' }),
    CONTACT_API_URL: env.url(undefined).meta({
      description: 'contact API the contact form and newsletter post to',
      defaultText: '`http://{PUBLIC_HOST}:{CONTACT_API_PORT}`',
    }),
    MAIL_CATCHER_SMTP_PORT: env
      .port(localDefaults.mailCatcherSmtpPort)
      .meta({ description: "the local mail catcher's SMTP port" }),
    MAIL_CATCHER_HTTP_PORT: env
      .port(localDefaults.mailCatcherHttpPort)
      .meta({ description: "the local mail catcher's web page" }),
    BOT_CHECK_PORT: env
      .port(localDefaults.botCheckPort)
      .meta({ description: 'the local bot-check emulator' }),
    RECAPTCHA_SITE_KEY: env.text(undefined).meta({
      description: 'bot-check site key the contact page and sign-up use',
      defaultText: "the emulator's",
    }),
    RECAPTCHA_SCRIPT_URL: env.url(undefined).meta({
      description: 'bot-check script the contact page and sign-up load',
      defaultText: "the emulator's",
    }),
    RENDERER_PORT: env
      .port(3010)
      .meta({ description: "port of the renderer (the shell's host asks it for pages)" }),
    SITE_URL: env.url(undefined).meta({
      description: "the site's public URL: canonical links, previews, sitemap",
      defaultText: "the shell's origin",
    }),
    RENDER_CACHE_TTL_MS: renderer('RENDER_CACHE_TTL_MS', 'how long a rendered page is fresh'),
    REMOTES_REFRESH_MS: renderer('REMOTES_REFRESH_MS', 'how often the renderer reads the remotes'),
    REMOTE_TIMEOUT_MS: renderer(
      'REMOTE_TIMEOUT_MS',
      "how long a page waits for its remote's code (development builds are larger)",
    ),
    HSTS_MAX_AGE: hstsMaxAge,
    PREVIEW_SECRET: env.text(undefined).meta({
      description: 'the key of preview links (`npm run release … preview`), 32 bytes or more',
      defaultText: 'a random one, kept in `{RELEASES_DIR}/.preview-secret`',
    }),
  }),
);

export type StackEnvironment = z.infer<typeof stackSettings.schema>;
