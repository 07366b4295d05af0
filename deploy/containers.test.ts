/**
 * The container files, checked by every means that runs without a Docker engine: dclint and
 * Docker Compose v1 validate docker-compose.yml, dockerfile-utils lints each Dockerfile, and the
 * rules below read the files the way Docker would (docs/containers.md). Offline and quick.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DCLinter } from 'dclint';
import { validate } from 'dockerfile-utils';
import * as z from 'zod';
import { localDefaults, readStack } from '../scripts/stack';
import {
  argumentList,
  dockerignoreMatcher,
  parseDockerfile,
  withBuildArgs,
  type Stage,
} from './dockerfile';

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const composeFile = path.join(repoRoot, 'docker-compose.yml');

/** The four static bundles share one Dockerfile, with their folder as the build argument APP. */
const staticAppDockerfile = 'deploy/static-app.Dockerfile';

/** Every image the teams ship: its Dockerfile, build arguments and the workspace it builds. */
interface Build {
  dockerfile: string;
  args: Record<string, string>;
  workspace: string;
}
const staticBuild = (folder: string): Build => ({
  dockerfile: staticAppDockerfile,
  args: { APP: folder },
  workspace: `@site/${folder}`,
});
const builds = {
  shell: staticBuild('shell'),
  marketing: staticBuild('remote-marketing'),
  blog: staticBuild('remote-blog'),
  contact: staticBuild('remote-contact'),
  renderer: { dockerfile: 'shell/renderer.Dockerfile', args: {}, workspace: '@site/shell' },
  'contact-api': { dockerfile: 'contact-api/Dockerfile', args: {}, workspace: '@site/contact-api' },
  'blog-functions': {
    dockerfile: 'supabase/Dockerfile',
    args: {},
    workspace: '@site/supabase',
  },
  'bot-check': {
    dockerfile: 'packages/bot-check-emulator/Dockerfile',
    args: {},
    workspace: '@site/bot-check-emulator',
  },
} satisfies Record<string, Build>;
type BuildName = keyof typeof builds;
const buildNames = Object.keys(builds) as BuildName[];
const dockerfilePaths = [...new Set(Object.values(builds).map((build) => build.dockerfile))];
/** How a build reads in a test name and in the compose file: `file APP=folder`. */
const labelOf = ({
  dockerfile,
  args = {},
}: {
  dockerfile: string;
  args?: Record<string, string>;
}) => [dockerfile, ...Object.entries(args).map(([name, value]) => `${name}=${value}`)].join(' ');

/** The static bundles: their folder and the APP their nginx entrypoint serves. */
const staticApps = {
  shell: { folder: 'shell', app: 'shell' },
  marketing: { folder: 'remote-marketing', app: 'marketing' },
  blog: { folder: 'remote-blog', app: 'blog' },
  contact: { folder: 'remote-contact', app: 'contact' },
} as const satisfies Partial<Record<BuildName, { folder: string; app: string }>>;

/** The stages as Docker builds them, with the build's arguments. */
const stagesOf = (name: BuildName): Stage[] =>
  withBuildArgs(parseDockerfile(read(builds[name].dockerfile)), builds[name].args);
const finalStage = (name: BuildName): Stage => stagesOf(name).at(-1)!;

/** Workspace name → folder, for every workspace of the root package.json. */
const workspaceFolders = (() => {
  const root = JSON.parse(read('package.json')) as { workspaces: string[] };
  const folders = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map(
          (name) => `${pattern.slice(0, -2)}/${name}`,
        )
      : [pattern],
  );
  return new Map(
    folders
      .filter((folder) => existsSync(path.join(repoRoot, folder, 'package.json')))
      .map((folder) => {
        const { name } = JSON.parse(read(`${folder}/package.json`)) as { name: string };
        return [name, folder];
      }),
  );
})();

// The compose file, parsed by the YAML library dclint itself uses (no parser of our own).
const yaml = createRequire(require.resolve('dclint'))('yaml') as { parse(text: string): unknown };
const healthcheckSchema = z.object({ test: z.array(z.string()).min(2) }).passthrough();
const serviceSchema = z
  .object({
    image: z.string().optional(),
    build: z
      .object({
        context: z.literal('.'),
        dockerfile: z.string(),
        args: z.record(z.string(), z.string()).optional(),
      })
      .strict()
      .optional(),
    depends_on: z.record(z.string(), z.object({ condition: z.string() }).strict()).optional(),
    environment: z.record(z.string(), z.string()).optional(),
    volumes: z.array(z.string()).optional(),
    ports: z.array(z.string()).optional(),
    healthcheck: healthcheckSchema,
  })
  .passthrough();
const compose = z
  .object({
    services: z.record(z.string(), serviceSchema),
    volumes: z.record(z.string(), z.null()),
  })
  .strict()
  .parse(yaml.parse(readFileSync(composeFile, 'utf8')));
const services = compose.services;
const service = (name: string) => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** `${NAME:-default}` → its default. */
const defaultOf = (value: string | undefined, name: string) => {
  const match = new RegExp(`^\\$\\{${name}:-([^}]*)\\}$`).exec(value ?? '');
  if (!match) throw new Error(`expected \${${name}:-…}, found ${value}`);
  return match[1];
};

/** Docker Compose v1, with none of this shell's variables (they would override the files'). */
function dockerCompose(...args: string[]) {
  return spawnSync('docker-compose', ['--file', composeFile, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('docker-compose.yml', () => {
  it('passes dclint (the compose specification and its rules) without a problem', () => {
    const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });
    const [result] = linter.lintFiles([composeFile], false);
    expect(result?.messages.map((m) => `${m.line}: ${m.message} (${m.rule})`)).toEqual([]);
  });

  describe('docker-compose config (Docker Compose v1, no engine needed)', () => {
    let work: string;
    beforeAll(() => {
      work = mkdtempSync(path.join(tmpdir(), 'compose-check-'));
      writeFileSync(path.join(work, 'empty.env'), '');
    });
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it.each([
      ['no variables set', () => path.join(work, 'empty.env')],
      ['.env.example', () => path.join(repoRoot, '.env.example')],
    ])('accepts the file with %s', (_name, envFile) => {
      const result = dockerCompose('--env-file', envFile(), 'config', '--quiet');
      if (result.error) {
        throw new Error(
          `docker-compose did not run (Debian package docker-compose): ${result.error}`,
        );
      }
      expect(result.stderr).not.toMatch(/not set|WARN/i);
      expect(result.status).toBe(0);
    });

    it('gets from .env.example exactly the defaults of the file', () => {
      const bare = dockerCompose('--env-file', path.join(work, 'empty.env'), 'config');
      const example = dockerCompose('--env-file', path.join(repoRoot, '.env.example'), 'config');
      expect(bare.status).toBe(0);
      expect(example.stdout).toBe(bare.stdout);
    });
  });

  it('gives every service a health check, and waits for health where it waits at all', () => {
    for (const [name, { healthcheck, depends_on: dependsOn = {} }] of Object.entries(services)) {
      expect([name, healthcheck.test[0]]).toEqual([name, 'CMD']);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        expect(services[dependency]).toBeDefined();
        expect([name, dependency, condition]).toEqual([name, dependency, 'service_healthy']);
      }
    }
    expect(service('contact-api').depends_on).toHaveProperty('bot-check');
    expect(service('contact-api').depends_on).toHaveProperty('mailpit');
    expect(service('contact-api').depends_on).toHaveProperty('postgres');
    expect(service('blog-functions').depends_on).toHaveProperty('postgres');
  });

  it('builds each deployable from its Dockerfile at the repository root', () => {
    const built = Object.fromEntries(
      Object.entries(services).flatMap(([name, s]) => (s.build ? [[name, labelOf(s.build)]] : [])),
    );
    expect(built).toEqual(
      Object.fromEntries(buildNames.map((name) => [name, labelOf(builds[name])])),
    );
    for (const { image } of Object.values(services)) {
      if (image) expect(image).toMatch(/:v?\d+(\.\d+)*(-[a-z0-9.]+)?$/);
    }
  });

  it('publishes, on loopback only, the host ports `npm start` uses', () => {
    const stack = readStack({});
    const port = (app: string) => stack.apps.find((a) => a.name === app)!.port;
    const expected: Record<string, [variable: string, port: number, container: number][]> = {
      // Visitors reach the shell through the HTTP cache in front of it (decision 029).
      shell: [],
      varnish: [['SHELL_PORT', port('shell'), 80]],
      marketing: [['MARKETING_PORT', port('marketing'), 8080]],
      blog: [['BLOG_PORT', port('blog'), 8080]],
      contact: [['CONTACT_PORT', port('contact'), 8080]],
      'contact-api': [['CONTACT_API_PORT', localDefaults.contactApiPort, 4000]],
      'blog-functions': [['BLOG_BACKEND_PORT', localDefaults.blogBackendPort, 54321]],
      'bot-check': [['BOT_CHECK_PORT', localDefaults.botCheckPort, 4100]],
      mailpit: [
        ['MAIL_CATCHER_HTTP_PORT', localDefaults.mailCatcherHttpPort, 8025],
        ['MAIL_CATCHER_SMTP_PORT', localDefaults.mailCatcherSmtpPort, 1025],
      ],
      postgres: [],
      // Behind the shell, which is where visitors reach it.
      renderer: [],
    };
    const published = Object.fromEntries(
      Object.entries(services).map(([name, { ports = [] }]) => [
        name,
        ports.map((mapping) => {
          const match = /^127\.0\.0\.1:\$\{([A-Z_]+):-(\d+)\}:(\d+)$/.exec(mapping);
          if (!match)
            throw new Error(`${name}: publish as 127.0.0.1:\${VAR:-port}:port, not ${mapping}`);
          return [match[1], Number(match[2]), Number(match[3])];
        }),
      ]),
    );
    expect(published).toEqual(expected);
  });

  it('tells the browser the addresses `npm start` uses, and containers each other by name', () => {
    const stack = readStack({});
    const { blogBackend, contactApi, botCheck } = stack.services;
    const env = (name: string) => service(name).environment ?? {};
    const shell = env('shell');
    expect(defaultOf(shell.MARKETING_REMOTE_URL, 'MARKETING_REMOTE_URL')).toBe(
      stack.remotesConfig.remotes.marketing,
    );
    expect(defaultOf(shell.BLOG_REMOTE_URL, 'BLOG_REMOTE_URL')).toBe(
      stack.remotesConfig.remotes.blog,
    );
    expect(defaultOf(shell.CONTACT_REMOTE_URL, 'CONTACT_REMOTE_URL')).toBe(
      stack.remotesConfig.remotes.contact,
    );
    for (const name of ['shell', 'blog']) {
      expect(defaultOf(env(name).SUPABASE_URL, 'SUPABASE_URL')).toBe(blogBackend.url);
    }
    for (const name of ['blog', 'blog-functions']) {
      expect(defaultOf(env(name).SUPABASE_ANON_KEY, 'SUPABASE_ANON_KEY')).toBe(blogBackend.anonKey);
    }
    for (const name of ['shell', 'contact', 'blog']) {
      expect(defaultOf(env(name).CONTACT_API_URL, 'CONTACT_API_URL')).toBe(contactApi.url);
      expect(defaultOf(env(name).RECAPTCHA_SCRIPT_URL, 'RECAPTCHA_SCRIPT_URL')).toBe(
        botCheck.scriptUrl.replace(/\?.*$/, ''),
      );
    }
    for (const name of ['contact', 'blog', 'bot-check']) {
      expect(defaultOf(env(name).RECAPTCHA_SITE_KEY, 'RECAPTCHA_SITE_KEY')).toBe(botCheck.siteKey);
    }
    for (const name of ['contact-api', 'bot-check']) {
      expect(defaultOf(env(name).RECAPTCHA_SECRET_KEY, 'RECAPTCHA_SECRET_KEY')).toBe(
        botCheck.secretKey,
      );
    }
    for (const name of ['marketing', 'blog', 'contact', 'contact-api', 'bot-check']) {
      expect(defaultOf(env(name).ALLOWED_ORIGINS, 'ALLOWED_ORIGINS')).toBe(
        stack.allowedOrigins.join(','),
      );
    }

    const api = env('contact-api');
    expect(defaultOf(api.RECAPTCHA_ALLOWED_HOSTNAMES, 'RECAPTCHA_ALLOWED_HOSTNAMES')).toBe(
      stack.allowedHostnames.join(','),
    );
    // The emulator is a development tool: the API refuses it when NODE_ENV=production.
    expect(api.NODE_ENV).toBe('development');
    expect(new URL(api.RECAPTCHA_VERIFY_URL!).host).toBe('bot-check:4100');
    expect(api.SMTP_HOST).toBe('mailpit');
    expect(new URL(env('blog-functions').SUPABASE_DB_URL!).host).toBe('postgres:5432');
    // The outbox is in Postgres, shared by any number of replicas: no volume of its own.
    expect(new URL(api.DATABASE_URL!).host).toBe('postgres:5432');
    expect(service('contact-api').volumes).toBeUndefined();
  });

  it('lists every variable it reads in .env.example, and no other', () => {
    const used = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...used].sort());
  });

  it('mounts the blog schema files into the official Postgres image', () => {
    const mounts = service('postgres').volumes ?? [];
    for (const mount of mounts.filter((m) => m.startsWith('./'))) {
      expect(existsSync(path.join(repoRoot, mount.split(':')[0]!))).toBe(true);
    }
    expect(mounts).toContain('./supabase/docker/initdb:/docker-entrypoint-initdb.d:ro');
  });
});

describe.each(dockerfilePaths)('%s', (file) => {
  it('passes dockerfile-utils lint without a problem', () => {
    expect(validate(read(file)).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });
});

describe.each(buildNames.map((name) => [labelOf(builds[name]), name] as const))('%s', (_, name) => {
  const stages = stagesOf(name);
  const final = finalStage(name);
  const all = stages.flatMap((stage) => stage.instructions);
  const ignored = dockerignoreMatcher(read('.dockerignore'));

  it('builds in stages and runs as an unprivileged user with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const users = final.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const healthchecks = final.instructions.filter((i) => i.keyword === 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]!.args).toMatch(/^CMD /);
  });

  it('starts from base images pinned to a version', () => {
    const stageNames = new Set(stages.flatMap((stage) => (stage.name ? [stage.name] : [])));
    for (const { base } of stages) {
      if (stageNames.has(base)) continue;
      expect(base).toMatch(/^[a-z0-9./-]+:\d+(\.\d+)*(-[a-z0-9.-]+)?$/);
      expect(base).not.toMatch(/:latest$/);
    }
  });

  it('installs with npm ci from the lock file, the workspace it builds and what npm needs', () => {
    const runs = all.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.join('\n')).not.toMatch(/\bnpm (install|i|add)\b|\byarn\b|\bpnpm\b/);
    const installs = all.filter((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(installs).toHaveLength(1);
    const install = installs[0]!;
    // A workspace is named by its package name or its folder.
    const workspaces = [...install.args.matchAll(/--workspace[= ](\S+)/g)].map(
      (m) => workspaceFolders.get(m[1]!) ?? m[1]!,
    );
    expect(workspaces).toContain(workspaceFolders.get(builds[name].workspace));
    // npm ci needs the lock and the manifest of every workspace it installs, copied before it.
    const copiedBefore = all
      .filter((i) => i.keyword === 'COPY' && !i.flags.from && i.line < install.line)
      .flatMap((i) => argumentList(i.args).slice(0, -1));
    expect(copiedBefore).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    for (const folder of workspaces) {
      expect([folder, copiedBefore.includes(`${folder}/package.json`)]).toEqual([folder, true]);
    }
  });

  it('copies only files that exist in the repository and reach the build context', () => {
    const stageNames = stages.flatMap((stage) => (stage.name ? [stage.name] : []));
    for (const copy of all.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
      expect(copy.keyword).toBe('COPY');
      if (copy.flags.from !== undefined) {
        expect(stageNames).toContain(copy.flags.from);
        continue;
      }
      for (const source of argumentList(copy.args).slice(0, -1)) {
        const relative = source.replace(/\/$/, '');
        expect([source, existsSync(path.join(repoRoot, relative))]).toEqual([source, true]);
        expect([source, ignored(relative)]).toEqual([source, false]);
      }
    }
  });
});

describe.each(Object.entries(staticApps))('%s (static bundle)', (name, { folder, app }) => {
  const final = finalStage(name as BuildName);
  const args = (keyword: string) =>
    final.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

  it('serves its production build with the shared nginx configuration', () => {
    expect(final.base).toBe('nginxinc/nginx-unprivileged:1.28-alpine');
    // The entrypoint reads the folder name (remote-blog) as the bundle's (blog).
    expect(args('ENV')).toContain(`APP=${folder}`);
    expect(folder.replace(/^remote-/, '')).toBe(app);
    expect(args('COPY')).toEqual(
      expect.arrayContaining([
        'deploy/static/entrypoint.sh /etc/nginx/site/entrypoint.sh',
        // Generated from the edge policy in the build stage (decision 031).
        '/app/nginx-site/ /etc/nginx/site/nginx/',
        `/app/${folder}/dist/ /usr/share/nginx/html/`,
      ]),
    );
    expect(args('ENTRYPOINT')).toEqual(['["/etc/nginx/site/entrypoint.sh"]']);
    expect(args('EXPOSE')).toEqual(['8080']);
    const run = stagesOf(name as BuildName)[0]!.instructions.find(
      (i) => i.keyword === 'RUN' && i.args.includes('npm run build'),
    );
    expect(run?.args).toBe(`npm run build --workspace ${folder}`);
  });
});

describe(`${staticAppDockerfile} (the four static bundles)`, () => {
  it('refuses to build any APP but their folders', () => {
    const guard = parseDockerfile(read(staticAppDockerfile))[0]!.instructions.find(
      (i) => i.keyword === 'RUN' && i.args.includes('case'),
    );
    const accepted = /case "\$APP" in ([^)]*)\)/.exec(guard?.args ?? '')?.[1]?.split(/\s*\|\s*/);
    expect(accepted?.sort()).toEqual(
      Object.values(staticApps)
        .map((s) => s.folder)
        .sort(),
    );
  });
});

describe('supabase/Dockerfile (blog function server)', () => {
  it('carries every npm package of the functions’ import map', () => {
    const denoJson = JSON.parse(read('supabase/functions/deno.json')) as {
      imports: Record<string, string>;
    };
    const npmPackages = Object.values(denoJson.imports).flatMap((target) => {
      const match = /^npm:((?:@[^/]+\/)?[^@/]+)/.exec(target);
      return match ? [match[1]!] : [];
    });
    expect(npmPackages.length).toBeGreaterThan(0);
    const copied = finalStage('blog-functions')
      .instructions.filter((i) => i.keyword === 'COPY' && i.flags.from === 'deps')
      .map((i) => i.args);
    for (const name of npmPackages) {
      expect(copied).toContain(`/app/node_modules/${name} node_modules/${name}`);
    }
  });

  it('copies every local module the function server imports', () => {
    const copied = finalStage('blog-functions')
      .instructions.filter((i) => i.keyword === 'COPY' && !i.flags.from)
      .flatMap((i) => argumentList(i.args).slice(0, -1));
    const covered = (file: string) =>
      copied.some((source) => file === source || file.startsWith(`${source.replace(/\/$/, '')}/`));
    // Follow relative imports and the import map from the entry, as Deno would.
    const denoJson = JSON.parse(read('supabase/functions/deno.json')) as {
      imports: Record<string, string>;
    };
    const pending = ['supabase/local/functions-main.ts'];
    const seen = new Set<string>();
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect([file, covered(file)]).toEqual([file, true]);
      for (const [, specifier] of read(file).matchAll(/from '([^']+)'/g)) {
        const mapped = denoJson.imports[specifier!];
        const target = specifier!.startsWith('.')
          ? path.posix.join(path.posix.dirname(file), specifier!)
          : mapped && !mapped.startsWith('npm:')
            ? path.posix.join('supabase/functions', mapped)
            : undefined;
        if (target) pending.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(4);
  });
});
