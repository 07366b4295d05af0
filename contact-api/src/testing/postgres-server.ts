import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway real Postgres server for tests and the benchmark: Debian's `postgresql` binaries
 * (`/usr/lib/postgresql/<version>/bin`), a new cluster in a temporary folder, listening on
 * 127.0.0.1 only, removed when stopped. As root (CI, these machines) it runs as the `postgres`
 * user, since Postgres refuses to run as root.
 */

export interface PostgresServer {
  url: string;
  version: string;
  /** The postmaster's process id. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The folder of the newest installed server binaries, or undefined when Postgres is absent. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/** Why the real-Postgres runs are skipped here, or undefined when they can run. */
export function realPostgresMissing(): string | undefined {
  return postgresBinaries()
    ? undefined
    : "no Postgres server here (install Debian's postgresql package; .ci/run does)";
}

/** uid/gid of the `postgres` user when running as root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) {
    throw new Error('Running as root, and there is no postgres user to run Postgres as');
  }
  return { uid, gid };
}

function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout);
}

export interface StartPostgresOptions {
  /** Extra `-c name=value` settings of the server. */
  settings?: Record<string, string>;
  /** Longest wait for the server to accept connections. */
  timeoutMs?: number;
}

export async function startPostgresServer(
  options: StartPostgresOptions = {},
): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(realPostgresMissing());
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'contact-pg-'));
  const data = path.join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const spawnOptions = { ...(user ?? {}), env: { PATH: process.env.PATH ?? '', LANG: 'C' } };

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    { ...spawnOptions, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }

  const port = freePortSync();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: '200',
    ...options.settings,
  };
  const child: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT'); // fast shutdown
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      await client.end();
      return { url, version: rows[0]?.server_version ?? 'unknown', pid: child.pid, stop };
    } catch (error) {
      await client.end().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`Postgres did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
