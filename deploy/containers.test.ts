/**
 * The container files, checked by every means that runs without a Docker engine: dclint and
 * Docker Compose v1 validate docker-compose.yml, dockerfile-utils lints each Dockerfile, and the
 * rules below read the files the way Docker would (docs/containers.md): no credential in them,
 * every container hardened, every image pinned to an exact version. Offline and quick.
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
/** One-shot services, which run a command of another service's image and exit. */
const oneShots = { 'contact-migrate': 'contact-api' } as const satisfies Record<string, BuildName>;
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
const healthcheckSchema = z.union([
  z.object({ test: z.array(z.string()).min(2) }).passthrough(),
  z.object({ disable: z.literal(true) }).strict(),
]);
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
    command: z.array(z.string()).optional(),
    restart: z.string().optional(),
    healthcheck: healthcheckSchema,
    user: z.string().optional(),
    cap_add: z.array(z.string()).optional(),
    cap_drop: z.array(z.string()).optional(),
    mem_limit: z.string().optional(),
    read_only: z.boolean().optional(),
    security_opt: z.array(z.string()).optional(),
    tmpfs: z.array(z.string()).optional(),
  })
  .strict();
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

/**
 * Whether an image names one release: a full version as its tag (major.minor.patch, with a
 * variant such as -alpine), never `latest` or a moving major or minor, and at most a sha256
 * digest after it (`npm run pin-images`). PostgreSQL numbers its releases major.minor.
 */
function exactVersion(image: string): boolean {
  const [name = '', digest] = image.split('@');
  if (digest !== undefined && !/^sha256:[0-9a-f]{64}$/.test(digest)) return false;
  const match = /^([a-z0-9./-]+):v?(\d+(?:\.\d+)*)(-[a-z0-9.-]+)?$/.exec(name);
  if (!match) return false;
  const parts = match[2]!.split('.').length;
  return parts === 3 || (parts === 2 && match[1] === 'postgres');
}

/** Docker Compose v1, with none of this shell's variables (they would override the files'). */
function dockerCompose(...args: string[]) {
  const result = spawnSync('docker-compose', ['--file', composeFile, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (result.error) {
    throw new Error(`docker-compose did not run (Debian package docker-compose): ${result.error}`);
  }
  return result;
}

/** `npm run compose-env` on `file`: the .env a first run makes (or completes). */
function composeEnv(file: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'compose-env.mts'), '--file', file],
    { encoding: 'utf8', timeout: 15_000 },
  );
  expect(result.status).toBe(0);
  return Object.fromEntries(
    [...readFileSync(file, 'utf8').matchAll(/^([A-Z0-9_]+)=(.+)$/gm)].map((m) => [m[1]!, m[2]!]),
  );
}

/** The variables the file requires (`${NAME:?message}`): the secrets, which have no default. */
const requiredVariables = [
  ...new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!)),
].sort();

describe('docker-compose.yml', () => {
  it('passes dclint (the compose specification and its rules) without a problem', () => {
    const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });
    const [result] = linter.lintFiles([composeFile], false);
    expect(result?.messages.map((m) => `${m.line}: ${m.message} (${m.rule})`)).toEqual([]);
  });

  describe('docker-compose config (Docker Compose v1, no engine needed)', () => {
    let work: string;
    /** The secrets a first run generates, alone. */
    let secretsEnv: string;
    /** .env.example, completed by the same first run (the same secret values). */
    let exampleEnv: string;
    beforeAll(() => {
      work = mkdtempSync(path.join(tmpdir(), 'compose-check-'));
      secretsEnv = path.join(work, 'secrets.env');
      const secrets = composeEnv(secretsEnv);
      exampleEnv = path.join(work, 'example.env');
      writeFileSync(
        exampleEnv,
        read('.env.example').replace(/^([A-Z0-9_]+)=$/gm, (line, name: string) =>
          secrets[name] ? `${name}=${secrets[name]}` : line,
        ),
      );
      writeFileSync(path.join(work, 'empty.env'), '');
    });
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it('refuses to start without the secrets, naming the step that makes them', () => {
      const result = dockerCompose('--env-file', path.join(work, 'empty.env'), 'config', '--quiet');
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/Missing mandatory value .*: run npm run compose-env/);
    });

    it.each([
      ['the secrets of npm run compose-env', () => secretsEnv],
      ['.env.example completed by npm run compose-env', () => exampleEnv],
    ])('accepts the file with %s', (_name, envFile) => {
      const result = dockerCompose('--env-file', envFile(), 'config', '--quiet');
      expect(result.stderr).not.toMatch(/not set|WARN/i);
      expect(result.status).toBe(0);
    });

    it('gets from .env.example exactly the defaults of the file', () => {
      const bare = dockerCompose('--env-file', secretsEnv, 'config');
      const example = dockerCompose('--env-file', exampleEnv, 'config');
      expect(bare.status).toBe(0);
      expect(example.stdout).toBe(bare.stdout);
    });

    it('connects each service to Postgres as its own role, with the generated password', () => {
      const secrets = composeEnv(secretsEnv);
      const resolved = yaml.parse(dockerCompose('--env-file', secretsEnv, 'config').stdout) as {
        services: Record<string, { environment?: Record<string, string> }>;
      };
      const url = (name: string, variable: string) =>
        new URL(resolved.services[name]?.environment?.[variable] ?? '');
      const logins = {
        'contact-api': ['DATABASE_URL', 'contact_api', secrets.CONTACT_API_PASSWORD],
        'contact-migrate': ['DATABASE_URL', 'contact_owner', secrets.CONTACT_OWNER_PASSWORD],
        'blog-functions': ['SUPABASE_DB_URL', 'blog_reader', secrets.BLOG_READER_PASSWORD],
      };
      for (const [name, [variable, role, password]] of Object.entries(logins)) {
        const { host, username, password: given } = url(name, variable!);
        expect([name, host, username, given]).toEqual([name, 'postgres:5432', role, password]);
      }
      // The migrations grant the API's role what it may do on their tables.
      expect(resolved.services['contact-migrate']?.environment?.DATABASE_RUNTIME_ROLE).toBe(
        'contact_api',
      );
      const postgres = resolved.services.postgres?.environment ?? {};
      expect(postgres.CONTACT_OWNER_PASSWORD).toBe(secrets.CONTACT_OWNER_PASSWORD);
      expect(postgres.CONTACT_API_PASSWORD).toBe(secrets.CONTACT_API_PASSWORD);
      expect(postgres.BLOG_READER_PASSWORD).toBe(secrets.BLOG_READER_PASSWORD);
    });
  });

  it('holds no credential: every secret is required from .env, and compose-env makes each', () => {
    // Public by design, sent to every browser: the anon key and the bot check's site key.
    const publicKeys = new Set(['SUPABASE_ANON_KEY', 'RECAPTCHA_SITE_KEY']);
    const secretName = (name: string) =>
      /PASSWORD|SECRET|TOKEN|_KEY$/.test(name) && !publicKeys.has(name);
    for (const [name, { environment = {} }] of Object.entries(services)) {
      for (const [key, value] of Object.entries(environment)) {
        // A secret variable holds only its own required interpolation.
        if (secretName(key))
          expect([name, key, value]).toEqual([
            name,
            key,
            expect.stringMatching(new RegExp(`^\\$\\{${key}:\\?[^}]+\\}$`)),
          ]);
        // Any secret it interpolates is required, never defaulted.
        for (const [, variable, operator] of value.matchAll(/\$\{([A-Z0-9_]+)(:[-?])?/g)) {
          if (secretName(variable!))
            expect([name, key, variable, operator]).toEqual([name, key, variable, ':?']);
        }
        // A URL's password is a required variable, never a literal.
        const login = /^[a-z]+:\/\/[^:/@]+:([^@]*)@/.exec(value);
        if (login)
          expect([name, key, login[1]]).toEqual([
            name,
            key,
            expect.stringMatching(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/),
          ]);
      }
    }
    const work = mkdtempSync(path.join(tmpdir(), 'compose-env-'));
    try {
      expect(Object.keys(composeEnv(path.join(work, '.env'))).sort()).toEqual(requiredVariables);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    expect(requiredVariables).toEqual(
      expect.arrayContaining([
        'POSTGRES_PASSWORD',
        'CONTACT_OWNER_PASSWORD',
        'CONTACT_API_PASSWORD',
      ]),
    );
    // .env.example names them, with no value.
    for (const variable of requiredVariables) {
      expect(read('.env.example')).toMatch(new RegExp(`^${variable}=$`, 'm'));
    }
  });

  it('gives every service a health check, and waits for health (or completion) where it waits', () => {
    for (const [name, { healthcheck, depends_on: dependsOn = {} }] of Object.entries(services)) {
      const oneShot = name in oneShots;
      expect([name, 'test' in healthcheck ? healthcheck.test[0] : 'disabled']).toEqual([
        name,
        oneShot ? 'disabled' : 'CMD',
      ]);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        expect(services[dependency]).toBeDefined();
        expect([name, dependency, condition]).toEqual([
          name,
          dependency,
          dependency in oneShots ? 'service_completed_successfully' : 'service_healthy',
        ]);
      }
    }
    expect(service('contact-api').depends_on).toHaveProperty('bot-check');
    expect(service('contact-api').depends_on).toHaveProperty('mailpit');
    expect(service('contact-api').depends_on).toHaveProperty('postgres');
    expect(service('contact-api').depends_on).toHaveProperty('contact-migrate');
    expect(service('contact-migrate').depends_on).toHaveProperty('postgres');
    expect(service('blog-functions').depends_on).toHaveProperty('postgres');
    // The public health check of the API; its readiness detail is on its internal port.
    expect(service('contact-api').healthcheck).toMatchObject({
      test: expect.arrayContaining([expect.stringContaining("'http://127.0.0.1:4000/healthz'")]),
    });
  });

  it('runs every container restarted unless stopped, memory-bound, read-only, with no capability', () => {
    for (const [name, s] of Object.entries(services)) {
      expect([name, s.restart]).toEqual([name, name in oneShots ? 'no' : 'unless-stopped']);
      expect([name, s.mem_limit]).toEqual([name, expect.stringMatching(/^\d+[mg]$/)]);
      expect([name, s.read_only]).toEqual([name, true]);
      expect([name, s.cap_drop, s.cap_add]).toEqual([name, ['ALL'], undefined]);
      expect([name, s.security_opt]).toEqual([name, ['no-new-privileges:true']]);
    }
    // Writable memory only where a process writes, each of a bounded size.
    const writable = Object.fromEntries(
      Object.entries(services).flatMap(([name, { tmpfs }]) =>
        tmpfs ? [[name, tmpfs.map((mount) => mount.split(':')[0])]] : [],
      ),
    );
    expect(writable).toEqual({
      shell: ['/tmp'],
      marketing: ['/tmp'],
      blog: ['/tmp'],
      contact: ['/tmp'],
      mailpit: ['/tmp'],
      postgres: ['/var/run/postgresql', '/tmp'],
      varnish: ['/var/lib/varnish', '/tmp'],
    });
    for (const mount of Object.values(services).flatMap(({ tmpfs = [] }) => tmpfs)) {
      expect(mount).toMatch(/^\/[a-z/]+:(exec,)?size=\d+m$/);
    }
    // Postgres starts as its own user, so its entrypoint needs no root; Mailpit's image has none.
    expect(service('postgres').user).toBe('postgres');
    expect(service('mailpit').user).toBe('65534:65534');
  });

  it('builds each deployable from its Dockerfile at the repository root', () => {
    const built = Object.fromEntries(
      Object.entries(services).flatMap(([name, s]) => (s.build ? [[name, labelOf(s.build)]] : [])),
    );
    expect(built).toEqual(
      Object.fromEntries([
        ...buildNames.map((name) => [name, labelOf(builds[name])]),
        ...Object.entries(oneShots).map(([name, image]) => [name, labelOf(builds[image])]),
      ]),
    );
    expect(service('contact-migrate').command).toEqual(['node', 'dist/migrate.js']);
  });

  it('starts from images pinned to an exact version (and a digest, once pin-images has run)', () => {
    const images = Object.values(services).flatMap(({ image }) => (image ? [image] : []));
    expect(images).toHaveLength(3);
    for (const image of images) expect([image, exactVersion(image)]).toEqual([image, true]);
  });

  it('publishes, on loopback only, the host ports `npm start` uses', () => {
    const stack = readStack({});
    const port = (app: string) => stack.apps.find((a) => a.name === app)!.port;
    const expected: Record<string, [variable: string, port: number, container: number][]> = {
      // Visitors reach the shell through the HTTP cache in front of it (decision 029).
      shell: [],
      varnish: [['SHELL_PORT', port('shell'), 8080]],
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
      'contact-migrate': [],
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
    // The emulator and the API share a generated secret, not the emulator's default.
    expect(env('bot-check').RECAPTCHA_SECRET_KEY).toBe(env('contact-api').RECAPTCHA_SECRET_KEY);
    expect(env('contact-api').RECAPTCHA_SECRET_KEY).toMatch(/^\$\{RECAPTCHA_SECRET_KEY:\?/);
    expect(env('bot-check').RECAPTCHA_SECRET_KEY).not.toContain(botCheck.secretKey);
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
    // Database logins, resolved, are checked with docker-compose config above. The outbox is in
    // Postgres, shared by any number of replicas: no volume of its own.
    expect(service('contact-api').volumes).toBeUndefined();
  });

  it('lists every variable it reads in .env.example, and no other', () => {
    const used = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...used].sort());
  });

  it('mounts the init scripts (the blog schema, its reader, the contact roles) into Postgres', () => {
    const mounts = service('postgres').volumes ?? [];
    for (const mount of mounts.filter((m) => m.startsWith('./'))) {
      expect(existsSync(path.join(repoRoot, mount.split(':')[0]!))).toBe(true);
      expect(mount).toMatch(/:ro$/);
    }
    // Each script on its own: the image runs them in the order of their names.
    const scripts = mounts.filter((m) => m.includes(':/docker-entrypoint-initdb.d/'));
    expect(scripts.map((m) => path.basename(m.split(':')[0]!))).toEqual([
      '10-blog-schema.sh',
      '20-blog-reader-login.sh',
      '30-contact-roles.sh',
    ]);
    for (const mount of scripts) {
      const [source, target] = mount.split(':');
      expect(path.basename(target!)).toBe(path.basename(source!));
    }
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

  it('starts from base images pinned to an exact version', () => {
    const stageNames = new Set(stages.flatMap((stage) => (stage.name ? [stage.name] : [])));
    for (const { base } of stages) {
      if (stageNames.has(base)) continue;
      expect([base, exactVersion(base)]).toEqual([base, true]);
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
    expect(final.base).toMatch(/^nginxinc\/nginx-unprivileged:1\.28\.\d+-alpine(@sha256:\w+)?$/);
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

describe('contact-api/Dockerfile', () => {
  it("bundles the migrate step compose's contact-migrate runs, with the migrations it reads", () => {
    const bundle = stagesOf('contact-api')[0]!.instructions.find(
      (i) => i.keyword === 'RUN' && i.args.startsWith('npx esbuild'),
    );
    expect(bundle?.args).toContain('contact-api/src/cli/migrate.ts');
    const copies = finalStage('contact-api')
      .instructions.filter((i) => i.keyword === 'COPY' && !i.flags.from)
      .map((i) => i.args);
    // dist/migrate.js reads them two folders above its own (/app/dist).
    expect(copies).toContain('contact-api/migrations /migrations');
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
