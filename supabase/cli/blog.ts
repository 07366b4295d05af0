/**
 * `npm run blog -w @site/supabase -- <command>`: the editors' commands, a thin client of what
 * production does in the Supabase dashboard (supabase/README.md#editors-commands).
 *
 *   create <file.md>          a draft from Markdown with YAML front matter
 *   update <file.md>          the post of the file's slug takes the file's text
 *   preview <slug>            a preview link, valid for 24 hours
 *   schedule <slug> <time>    published from that time (ISO 8601 with a zone)
 *   publish <slug>            published now
 *   unpublish <slug>          a draft again
 *
 * | variable                | default                          | meaning                                   |
 * | ----------------------- | -------------------------------- | ----------------------------------------- |
 * | `BLOG_DATABASE_URL`     | unset: the local backend         | the blog database, as its owner           |
 * | `BLOG_BACKEND_URL`      | `http://127.0.0.1:54321`         | the local backend of `npm start`          |
 * | `BLOG_ADMIN_KEY`        | `supabase/.local/admin-key`      | the local backend's admin key             |
 * | `BLOG_PREVIEW_SECRET`   | `supabase/.local/preview-secret` | the key of preview links (production's!)  |
 * | `SITE_URL`              | `http://localhost:3000`          | the site's public URL, the links' origin  |
 * | `RENDERER_INTERNAL_URL` | unset: no hook                   | the renderer's internal port, for a purge |
 */
import * as z from 'zod';
import { localSecret } from '../local/local-secrets';
import {
  createDraft,
  EditorError,
  previewLink,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
  type EditorContext,
} from './commands';
import { localBackendEditorDb, postgresEditorDb } from './editor-db';
import { PostFileError } from './front-matter';

const usage = `Usage: npm run blog -w @site/supabase -- <command>

  create <file.md>          a draft from Markdown with YAML front matter
  update <file.md>          the post of the file's slug takes the file's text
  preview <slug>            print a preview link, valid for 24 hours
  schedule <slug> <time>    publish at a time, ISO 8601 with a zone (2026-12-01T09:00:00Z)
  publish <slug>            publish now
  unpublish <slug>          make it a draft again

See supabase/README.md (Editors' commands).`;

const envSchema = z.object({
  BLOG_DATABASE_URL: z.url().optional(),
  BLOG_BACKEND_URL: z.url().default('http://127.0.0.1:54321'),
  BLOG_ADMIN_KEY: z.string().min(1).optional(),
  BLOG_PREVIEW_SECRET: z.string().min(1).optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  RENDERER_INTERNAL_URL: z.url().optional(),
});

const commands: Record<
  string,
  { args: number; run: (ctx: EditorContext, ...args: string[]) => Promise<void> }
> = {
  create: { args: 1, run: (ctx, file) => createDraft(ctx, file!) },
  update: { args: 1, run: (ctx, file) => updatePost(ctx, file!) },
  preview: { args: 1, run: (ctx, slug) => previewLink(ctx, slug!) },
  schedule: { args: 2, run: (ctx, slug, time) => schedulePost(ctx, slug!, time!) },
  publish: { args: 1, run: (ctx, slug) => publishPost(ctx, slug!) },
  unpublish: { args: 1, run: (ctx, slug) => unpublishPost(ctx, slug!) },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command || args.length !== command.args) {
    console.error(name === undefined || command ? usage : `Unknown command "${name}".\n\n${usage}`);
    return 64;
  }
  const set = Object.entries(process.env).filter(([, value]) => value !== '');
  const parsed = envSchema.safeParse(Object.fromEntries(set));
  if (!parsed.success) {
    console.error(`Bad environment: ${z.prettifyError(parsed.error)}`);
    return 64;
  }
  const env = parsed.data;
  const db = env.BLOG_DATABASE_URL
    ? postgresEditorDb(env.BLOG_DATABASE_URL)
    : localBackendEditorDb(env.BLOG_BACKEND_URL, env.BLOG_ADMIN_KEY ?? localSecret('admin-key'));
  const ctx: EditorContext = {
    db,
    previewSecret: () => {
      if (env.BLOG_PREVIEW_SECRET) return env.BLOG_PREVIEW_SECRET;
      if (env.BLOG_DATABASE_URL) {
        throw new EditorError(
          "Set BLOG_PREVIEW_SECRET to the site's (the get-draft function's) to make a preview " +
            'link for that database: a link signed with another key does not open.',
        );
      }
      return localSecret('preview-secret');
    },
    siteUrl: env.SITE_URL,
    rendererInternalUrl: env.RENDERER_INTERNAL_URL,
    now: () => new Date(),
    print: (line) => console.log(line),
  };
  try {
    await command.run(ctx, ...args);
    return 0;
  } catch (error) {
    if (error instanceof EditorError || error instanceof PostFileError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Failed on ${db.target}: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
