/**
 * The compose Postgres's roles, set up by its init scripts exactly as docker-compose.yml mounts
 * them (same files, same order), on a throwaway real Postgres: the contact API's migration owner
 * and its run-time role, beside the blog's reader. Skipped where Debian's postgresql is absent.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  realPostgresMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../contact-api/src/testing/postgres-server';

jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '..', '..');
const initDir = '/docker-entrypoint-initdb.d/';

/** The postgres service's bind mounts: host path (from the repository root) → container path. */
function postgresMounts(): { source: string; target: string }[] {
  const yaml = createRequire(require.resolve('dclint'))('yaml') as { parse(text: string): unknown };
  const compose = yaml.parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
    services: { postgres: { volumes: string[] } };
  };
  return compose.services.postgres.volumes
    .filter((volume) => volume.startsWith('./'))
    .map((volume) => {
      const [source = '', target = ''] = volume.split(':');
      return { source: path.join(repoRoot, source), target };
    });
}

/** The init scripts in the order the image runs them: by file name. */
const initScripts = postgresMounts()
  .filter(({ target }) => target.startsWith(initDir))
  .sort((a, b) => a.target.localeCompare(b.target));

const passwords = {
  BLOG_READER_PASSWORD: 'reader_test_1',
  CONTACT_OWNER_PASSWORD: 'owner_test_1',
  CONTACT_API_PASSWORD: 'api_test_1',
};

function runScript(script: string, env: Record<string, string>) {
  return spawnSync('sh', [script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it('runs the blog schema, then the blog reader, then the contact roles', () => {
  expect(initScripts.map(({ target }) => path.basename(target))).toEqual([
    '10-blog-schema.sh',
    '20-blog-reader-login.sh',
    '30-contact-roles.sh',
  ]);
});

it('refuses a contact password that would break a database URL, naming it', () => {
  const script = initScripts.at(-1)!.source;
  for (const [name, value] of [
    ['CONTACT_OWNER_PASSWORD', ''],
    ['CONTACT_API_PASSWORD', 'p@ss/word'],
  ] as const) {
    const result = runScript(script, { ...passwords, [name]: value });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${name} must be set, letters, digits and _ only`);
  }
});

const missing = realPostgresMissing();
if (missing) console.info(`Compose Postgres role checks skipped: ${missing}.`);

(missing ? describe.skip : describe)('on real Postgres, after the init scripts', () => {
  let server: PostgresServer;
  let work: string;
  const clients: pg.Client[] = [];

  /** A session as `user` (the test server trusts loopback logins). */
  async function connect(user: string): Promise<pg.Client> {
    const url = new URL(server.url);
    url.username = user;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    clients.push(client);
    return client;
  }
  const refused = /permission denied|must be owner/;
  const denied = { message: expect.stringMatching(refused) };

  beforeAll(async () => {
    server = await startPostgresServer();
    // The files compose mounts under /blog, laid out the same way in a folder of their own.
    work = mkdtempSync(path.join(tmpdir(), 'compose-initdb-'));
    for (const { source, target } of postgresMounts()) {
      if (!target.startsWith('/blog/')) continue;
      const destination = path.join(work, target.slice('/blog/'.length));
      mkdirSync(path.dirname(destination), { recursive: true });
      cpSync(source, destination, { recursive: true });
    }
    const url = new URL(server.url);
    for (const { source } of initScripts) {
      const result = runScript(source, {
        ...passwords,
        PGHOST: url.hostname,
        PGPORT: url.port,
        POSTGRES_USER: 'postgres',
        POSTGRES_DB: 'postgres',
        BLOG_SQL_DIR: work,
      });
      if (result.status !== 0) throw new Error(`${source} failed: ${result.stderr}`);
    }
    // What contact-migrate does, in miniature: the owner makes a schema and a table, and grants
    // the run-time role its reads and writes.
    const owner = await connect('contact_owner');
    await owner.query(`
      create schema contact;
      create table contact.messages (id int primary key, body text);
      grant usage on schema contact to contact_api;
      grant select, insert, update, delete on contact.messages to contact_api;
    `);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('gives both contact roles a login with a password, and neither any power over the server', async () => {
    const admin = await connect('postgres');
    const { rows } = await admin.query<Record<string, unknown>>(`
      select rolname, rolcanlogin, rolsuper, rolcreatedb, rolcreaterole, rolbypassrls,
             rolpassword like 'SCRAM-SHA-256$%' as hashed
      from pg_authid where rolname in ('contact_owner', 'contact_api') order by rolname`);
    const expected = {
      rolcanlogin: true,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolbypassrls: false,
      hashed: true,
    };
    expect(rows).toEqual([
      { rolname: 'contact_api', ...expected },
      { rolname: 'contact_owner', ...expected },
    ]);
  });

  it('lets the owner own the contact schema, and nothing of the blog', async () => {
    const admin = await connect('postgres');
    const { rows } = await admin.query<{ owner: string }>(
      `select nspowner::regrole::text as owner from pg_namespace where nspname = 'contact'`,
    );
    expect(rows).toEqual([{ owner: 'contact_owner' }]);
    const owner = await connect('contact_owner');
    await expect(owner.query('select * from public.blog_posts')).rejects.toMatchObject(denied);
    await expect(owner.query('create table public.mine (id int)')).rejects.toMatchObject(denied);
    await expect(owner.query('create role intruder')).rejects.toMatchObject(denied);
  });

  it('lets the API read and write its tables, and nothing more', async () => {
    const api = await connect('contact_api');
    await api.query(`insert into contact.messages values (1, 'hello')`);
    await api.query(`update contact.messages set body = 'hi' where id = 1`);
    expect((await api.query('select body from contact.messages')).rows).toEqual([{ body: 'hi' }]);
    await api.query('delete from contact.messages');

    const statements = [
      'create schema mine',
      'create table contact.mine (id int)',
      'create table public.mine (id int)',
      'drop table contact.messages',
      'alter table contact.messages add column extra text',
      'truncate contact.messages',
      'select * from public.blog_posts',
      'set role contact_owner',
    ];
    const refusals: [string, string | undefined][] = [];
    for (const statement of statements) {
      const refusal = await api.query(statement).then(
        () => undefined,
        (error: Error) => error.message,
      );
      refusals.push([statement, refusal]);
    }
    expect(refusals).toEqual(
      statements.map((statement) => [statement, expect.stringMatching(refused)]),
    );
  });
});
