import { apiErrorSchema, type SendEmailRequest } from '@site/contracts/contact';

export type SendResult = { ok: true } | { ok: false; error?: string };

/** A key for one submission: sent again with it, the API answers its first answer again. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Posts the message to the contact API with the submission's Idempotency-Key. Resolves with the
 * API's verdict; rejects only when no answer arrives (network failure, timeout).
 */
export async function sendContactMessage(
  contactApiUrl: string,
  message: SendEmailRequest,
  idempotencyKey: string,
): Promise<SendResult> {
  const response = await fetch(new URL('send-email', contactApiUrl.replace(/\/?$/, '/')), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  return { ok: false, error: parsed.success && parsed.data.error ? parsed.data.error : undefined };
}
