import {
  firstProblem,
  sendEmailRequestSchema,
  type ValidSendEmailRequest,
} from '@site/contracts/contact';
import { problems } from './errors';

/**
 * Checks a parsed JSON body against the shared contact schema (the same one the form uses) and
 * returns the trimmed message, or throws a 400 naming the first problem for the visitor.
 */
export function validateSendEmailRequest(body: unknown): ValidSendEmailRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw problems.notAnObject();
  }
  const result = sendEmailRequestSchema.safeParse(body);
  if (!result.success) throw problems.invalid(firstProblem(result.error));
  return result.data;
}
