import { Writable } from 'node:stream';
import { contactFields } from '@site/contracts/contact';
import { createLogger } from './logger';

/** Logs hold no personal data: only the keys the API means to log, without addresses. */

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

const message = Object.fromEntries(
  Object.keys(contactFields).map((field) => [field, `secret-${field}-value`]),
);

it('prints no field of the contact schema, whatever a line is given, and names what it dropped', () => {
  const { logger, lines } = capture();
  logger.info(
    { ...message, outboxId: 'abc', token: 'secret-link-token', recaptchaToken: 'secret-bot-token' },
    'x',
  );
  logger.child({ reqId: 7 }).warn({ body: message, ...message }, 'y');
  const text = JSON.stringify(lines);
  for (const value of Object.values(message)) expect(text).not.toContain(value);
  expect(text).not.toMatch(/secret-(link|bot)-token/);
  expect(lines[0]).toMatchObject({
    outboxId: 'abc',
    dropped: [...Object.keys(message), 'token', 'recaptchaToken'],
  });
  expect(lines[1]).toMatchObject({ reqId: 7, dropped: ['body', ...Object.keys(message)] });
});

it("keeps an error's type, code, message and stack only, with addresses masked", () => {
  const { logger, lines } = capture();
  const refusal = Object.assign(new Error('550 5.1.1 <ann.lee@example.org>: Recipient rejected'), {
    code: 'EENVELOPE',
    rejected: ['ann.lee@example.org'],
    detail: 'Key (email)=(ann.lee@example.org) already exists.',
  });
  logger.error({ err: refusal, reason: `refused ${'ann.lee@example.org'}` }, 'z');
  const text = JSON.stringify(lines);
  expect(text).not.toContain('ann.lee@example.org');
  expect(lines[0]).toMatchObject({
    err: { type: 'Error', code: 'EENVELOPE', message: '550 5.1.1 <[address]>: Recipient rejected' },
    reason: 'refused [address]',
  });
});
