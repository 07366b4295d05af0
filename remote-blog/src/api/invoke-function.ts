import type { ZodMiniType } from 'zod/mini';
import { getBlogClient } from './blog-client';

/** A failed call to a blog function, with a message fit for a toast. */
export class BlogApiError extends Error {
  constructor(
    message: string,
    /** HTTP status of the function's answer; undefined when no answer arrived. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BlogApiError';
  }
}

/** The function's own `{ error }` text, when its answer carries one. */
async function errorTextOf(response: unknown): Promise<string | undefined> {
  if (!(response instanceof Response)) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const text = (body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls a Supabase edge function with a JSON body and checks its answer against the contract.
 * `unreachableMessage` is what the visitor reads when no answer arrives.
 */
export async function invokeFunction<T>(
  name: string,
  body: object,
  answer: ZodMiniType<T>,
  unreachableMessage: string,
): Promise<T> {
  const client = await getBlogClient();
  const { data, error, response } = await client.invoke(name, { body });
  if (error) {
    const context = (error as { context?: unknown }).context ?? response;
    const status = context instanceof Response ? context.status : undefined;
    throw new BlogApiError((await errorTextOf(context)) ?? unreachableMessage, status);
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new BlogApiError('The blog service sent an unexpected answer.');
  return parsed.data;
}
