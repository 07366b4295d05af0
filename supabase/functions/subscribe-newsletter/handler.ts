/**
 * The `subscribe-newsletter` edge function, runtime-neutral (see `get-blogs/handler.ts`).
 *
 * POST `{ email }` → the address, trimmed and lower-cased, is added to `newsletter_subscribers`
 * unless it is already there: `{ success: true, created: true | false }`. A bad address → 400.
 */
import { newsletterRequestSchema } from '@site/contracts/blog-requests';
import type { Sql } from 'postgres';
import { failure, json, readJsonObject } from '../_shared/http.ts';
import { describeIssues } from '../_shared/validation.ts';

export interface SubscribeNewsletterDeps {
  sql: Sql;
  /** Recorded with each new address; the sign-up block lives on the blog. */
  source?: string;
  logError?: (message: string, error: unknown) => void;
}

export const subscribeFailedMessage = 'Could not subscribe you right now. Please try again later.';

export async function handleSubscribeNewsletter(
  req: Request,
  deps: SubscribeNewsletterDeps,
): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;

  const input =
    typeof body.value.email === 'string'
      ? { ...body.value, email: body.value.email.trim() }
      : body.value;
  const parsed = newsletterRequestSchema.safeParse(input);
  if (!parsed.success) return failure(400, describeIssues(parsed.error.issues));

  try {
    const created = await addSubscriber(deps.sql, parsed.data.email, deps.source ?? 'blog');
    return json({ success: true, created });
  } catch (error) {
    (deps.logError ?? ((message, e) => console.error(message, e)))(
      'subscribe-newsletter: database write failed',
      error,
    );
    return failure(500, subscribeFailedMessage);
  }
}

/** Adds the address (normalised); `false` when it was already subscribed. */
export async function addSubscriber(sql: Sql, email: string, source: string): Promise<boolean> {
  const rows = await sql`
    insert into public.newsletter_subscribers (email, source)
    values (${email.trim().toLowerCase()}, ${source})
    on conflict do nothing
    returning id
  `;
  return rows.length === 1;
}
