import { apiErrorSchema, type SendEmailRequest } from '@site/contracts/contact';

export type SendResult = { ok: true } | { ok: false; error?: string };

/**
 * Posts the message to the contact API. Resolves with the API's verdict; rejects only when no
 * answer arrives (network failure, timeout).
 */
export async function sendContactMessage(
  contactApiUrl: string,
  message: SendEmailRequest,
): Promise<SendResult> {
  const response = await fetch(new URL('send-email', contactApiUrl.replace(/\/?$/, '/')), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  return { ok: false, error: parsed.success && parsed.data.error ? parsed.data.error : undefined };
}
