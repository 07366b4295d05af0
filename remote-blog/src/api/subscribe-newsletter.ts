import { newsletterResponseSchema } from '@site/contracts/blog';
import { invokeFunction } from './invoke-function';

/** Adds an address to the newsletter list; `created` is false when it was already there. */
export async function subscribeToNewsletter(email: string): Promise<{ created: boolean }> {
  const { created } = await invokeFunction({
    name: 'subscribe-newsletter',
    body: { email },
    answer: newsletterResponseSchema,
    unreachableMessage: 'We could not reach the newsletter service. Please try again.',
  });
  return { created };
}
