import * as z from 'zod';
import { migrateDatabase } from '../infra/migrate';

/**
 * `npm run migrate -w contact-api`: the migrate step, run by the schema's owner before the API
 * starts (compose's one-shot `contact-migrate` service; a release job elsewhere). See
 * `src/infra/migrate.ts` and docs/decisions/033.
 *   DATABASE_URL            the database, as its owner (e.g. `contact_owner`)
 *   DATABASE_RUNTIME_ROLE   the role the API connects as (default `contact_api`), granted
 *                           read and write on the API's tables
 */

const settingsSchema = z.object({
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: "must be the owner's postgres:// URL",
  }),
  DATABASE_RUNTIME_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a role name (lower case, digits, _)')
    .default('contact_api'),
});

async function main(): Promise<number> {
  const settings = settingsSchema.safeParse(process.env);
  if (!settings.success) {
    console.error(`contact-api migrate: invalid settings\n${z.prettifyError(settings.error)}`);
    return 1;
  }
  const { DATABASE_URL: url, DATABASE_RUNTIME_ROLE: runtimeRole } = settings.data;
  const report = await migrateDatabase({ url }, { runtimeRole, log: (line) => console.log(line) });
  if (report.adopted.length) {
    console.log(`Recorded as run from the API's earlier record: ${report.adopted.join(', ')}`);
  }
  console.log(
    report.ran.length ? `Ran ${report.ran.join(', ')}.` : 'The schema was already up to date.',
  );
  if (report.granted) console.log(`The API's rights are granted to ${report.granted}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
