import path from 'node:path';
import type { RemoteName, RemotesConfig } from '@site/contracts/federation';
import { contentSecurityPolicy } from '@site/static-server/content-security-policy';
import type { Configuration } from 'webpack';
import * as z from 'zod';

/**
 * The local stack: which apps exist, where they are built and on which port each is served.
 * `npm start`, `npm run dev` and the end-to-end tests all read it, configured by environment
 * variables (see the configuration table in README.md).
 */

const repoRoot = path.resolve(__dirname, '..');

type AppName = 'shell' | RemoteName;
type ConfigFactory = (
  env: { standalone?: boolean },
  argv: { mode: 'production' | 'development' },
) => Configuration;

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
];

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  ALLOWED_ORIGINS: z.string().optional(),
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
}

export interface Stack {
  host: string;
  apps: StackApp[];
  shell: StackApp;
  remotesConfig: RemotesConfig;
  /** Origins a remote accepts cross-origin requests from. */
  allowedOrigins: string[];
  /** CSP of the shell's HTML: its own origin plus every remote's. */
  shellContentSecurityPolicy: string;
}

export function readStack(env: NodeJS.ProcessEnv = process.env): Stack {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const config = parsed.data as {
    HOST: string;
    PUBLIC_HOST: string;
    ALLOWED_ORIGINS?: string;
  } & Record<string, string | number | undefined>;

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

  const remoteOrigins = Object.values(remotes).map((url) => new URL(url).origin);
  return {
    host: config.HOST,
    apps: stackApps,
    shell,
    remotesConfig: { remotes },
    allowedOrigins,
    shellContentSecurityPolicy: contentSecurityPolicy(remoteOrigins),
  };
}
