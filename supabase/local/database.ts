import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The local blog database: PGlite (real Postgres compiled to WebAssembly) in this process, in
 * memory or persisted in a folder, with the same migrations and seed as the Supabase project.
 */

export const supabaseDir = path.resolve(__dirname, '..');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');

export interface Migration {
  /** The timestamp prefix of the file name, e.g. `20261121000000`. */
  version: string;
  /** The rest of the file name, e.g. `blog_posts`. */
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

/** The migration files of a folder (`<version>_<name>.sql`), oldest first. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must be <version>_<name>.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: match[1]!,
        name: match[2]!,
        file: path.join(dir, file),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

export interface MigrateOptions {
  migrationsDir?: string;
  /** Seed applied when the database is new; `false` for none. Default `supabase/seed.sql`. */
  seedFile?: string | false;
  log?: (message: string) => void;
}

export interface MigrateResult {
  /** The database had no migrations applied before. */
  created: boolean;
  /** Versions applied now. */
  applied: string[];
  /** The seed file ran (only ever on a new database). */
  seeded: boolean;
}

/**
 * Applies the migrations not applied yet, each recorded in `supabase_migrations.schema_migrations`
 * (the table the Supabase CLI keeps), and on a new database the seed, all in one transaction: a
 * failure leaves the database as it was, and the next start tries again.
 */
export async function migrate(db: PGlite, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = readMigrations(options.migrationsDir ?? migrationsDir);
  const seed = options.seedFile === undefined ? seedFile : options.seedFile;

  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const created = !existing.rows[0]?.present;

  return db.transaction(async (tx) => {
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
    `);
    const done = new Map(
      (
        await tx.query<{ version: string; checksum: string }>(
          'select version, checksum from supabase_migrations.schema_migrations',
        )
      ).rows.map((row) => [row.version, row.checksum]),
    );

    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = done.get(migration.version);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          log(
            `warning: migration ${path.basename(migration.file)} changed after it was applied; ` +
              'it is not applied again (add a new migration instead)',
          );
        }
        continue;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(
          `Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      applied.push(migration.version);
      log(`applied migration ${path.basename(migration.file)}`);
    }

    let seeded = false;
    if (created && seed) {
      if (existsSync(seed)) {
        try {
          await tx.exec(readFileSync(seed, 'utf8'));
        } catch (error) {
          throw new Error(`Seed ${path.basename(seed)} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        seeded = true;
        log(`applied seed ${path.relative(supabaseDir, seed) || seed}`);
      } else {
        log(`no seed file at ${seed}; the database starts empty`);
      }
    }
    return { created, applied, seeded };
  });
}

export interface OpenBlogDatabaseOptions extends MigrateOptions {
  /** Folder that keeps the data between runs; in memory when absent. */
  dataDir?: string;
}

export interface BlogDatabase extends MigrateResult {
  db: PGlite;
}

/** Opens PGlite (in memory or at `dataDir`) and brings its schema up to date. */
export async function openBlogDatabase(
  options: OpenBlogDatabaseOptions = {},
): Promise<BlogDatabase> {
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  try {
    // PGlite reports every statement as a DEBUG notice to clients; keep warnings and errors only.
    // (PGlite is one session, shared by every socket client.)
    await db.exec('set client_min_messages to warning');
    const result = await migrate(db, options);
    return { db, ...result };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
