import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server for the outage tests whose answers a test decides: it records every message it
 * receives in full (by Message-ID), then answers with what `reply` says: accept, refuse with a
 * code, or hold the answer until `release()` (the sender is then in the middle of a delivery).
 */

export type Reply = 'accept' | 'hold' | { code: number; message: string };

export interface ScriptedSmtp {
  port: number;
  /** Message-IDs received, in order (a resent message appears twice). */
  received(): string[];
  /** Messages whose answer is being held. */
  held(): number;
  /** Answers every held message with 250. */
  release(): void;
  reply: Reply;
  close(): Promise<void>;
}

export async function startScriptedSmtp(reply: Reply = 'accept', port = 0): Promise<ScriptedSmtp> {
  const received: string[] = [];
  const waiting: (() => void)[] = [];
  const state = { reply };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(text)?.[1] ?? '';
        received.push(messageId);
        const answer = state.reply;
        if (answer === 'accept') callback();
        else if (answer === 'hold') waiting.push(() => callback());
        else callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => [...received],
    held: () => waiting.length,
    release: () => waiting.splice(0).forEach((answer) => answer()),
    get reply() {
      return state.reply;
    },
    set reply(value: Reply) {
      state.reply = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
