import { apiErrorSchema } from '@site/contracts/contact';
import { setUpApiParts } from './api-parts';
import { browserToken, postMessage, visitor, waitFor } from './local-parts';

/**
 * `POST /send-email` under test: an API with its real local parts (`setUpApiParts`), started
 * before the block's tests, and what its tests do to it (send the visitor's message, wait for
 * it in the mail catcher).
 */
export function setUpSendEmailApi() {
  const parts = setUpApiParts();
  const started = () => parts.first;

  return {
    get api() {
      return started().api;
    },
    /** The API's database, as an operator sees it. */
    get database() {
      return started().database;
    },
    get emulator() {
      return parts.emulator;
    },
    get catcher() {
      return parts.catcher;
    },
    get dir() {
      return parts.dir;
    },
    /** Another API, on a database of its own, with these settings (and SMTP port). */
    startApi: (overrides: Record<string, string> = {}, smtpPort?: number) =>
      parts.startApi(overrides, { smtpPort }),
    /** The visitor's message with a new token from the page's hostname, `fields` changed. */
    async send(fields: Record<string, unknown>) {
      return postMessage(started().api.url, {
        ...visitor,
        recaptchaToken: await browserToken(parts.emulator),
        ...fields,
      });
    },
    /** The email of accepted message `id`, once the mail catcher has it. */
    deliveredMessage: (id: string) =>
      waitFor(`message ${id} in the mail catcher`, async () =>
        (await parts.catcher.messages()).find(
          (message) => message.messageId === `<${id}@elevatesaas.co.uk>`,
        ),
      ),
  };
}

/**
 * An error answer as every one of the API's must be: `status`, JSON `{ "error": "…" }` and
 * nothing else, no stack trace; its sentence matching `error` when given. Resolves with it.
 */
export async function expectJsonError(
  response: Response,
  status: number,
  error?: string | RegExp,
): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const json: unknown = await response.json();
  const body = apiErrorSchema.parse(json);
  expect(Object.keys(body)).toEqual(['error']); // nothing else, whichever zod flavour parsed it
  expect(json).toEqual(body);
  if (error !== undefined) expect(body.error).toMatch(error);
  expect(body.error).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  return body.error;
}
