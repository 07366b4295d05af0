import { firstProblem, sendEmailRequestSchema } from '@site/contracts/contact';
import type * as z from 'zod/mini';
import { problems } from './errors';

/**
 * Checks a parsed JSON body against a shared schema (the same one the page uses) and returns
 * what it gives (trimmed, defaulted), or throws a 400 naming the first problem for the visitor.
 */
export function validateBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw problems.notAnObject();
  }
  const result = schema.safeParse(body);
  if (!result.success) throw problems.invalid(firstProblem(result.error));
  return result.data;
}

/** `POST /send-email`'s body: the contact message and its bot-check token. */
export const validateSendEmailRequest = (body: unknown) =>
  validateBody(sendEmailRequestSchema, body);
