import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { errorHandler } from './errors';
import { jsonBody } from './json-body';
import { createLogger } from './logger';

/** The lean reader answers as `express.json()` did, and hands other requests to it. */

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.post('/', jsonBody(64), (req, res) => {
    res.json({ body: req.body === undefined ? 'undefined' : req.body });
  });
  app.use(errorHandler(createLogger('silent')));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = async (body: string | undefined, type = 'application/json') => {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: response.status, json: (await response.json()) as unknown };
};

describe('jsonBody', () => {
  it('parses JSON, dropping a leading BOM, whatever its top-level value', async () => {
    expect(await post('{"a":1}')).toEqual({ status: 200, json: { body: { a: 1 } } });
    expect(await post('\uFEFF[1]', 'application/json; charset=utf-8')).toEqual({
      status: 200,
      json: { body: [1] },
    });
    expect(await post('"text"')).toEqual({ status: 200, json: { body: 'text' } });
  });

  it('reads an empty body as {}', async () => {
    expect(await post('')).toEqual({ status: 200, json: { body: {} } });
  });

  it('answers 400 for malformed JSON and 413 past the limit', async () => {
    expect(await post('{"a":')).toEqual({
      status: 400,
      json: { error: 'The request body is not valid JSON.' },
    });
    expect((await post(`"${'x'.repeat(100)}"`)).status).toBe(413);
  });

  it('leaves other charsets to body-parser', async () => {
    expect(await post('{}', 'application/json; charset=latin1')).toEqual({
      status: 415,
      json: { error: 'Send the message as UTF-8 JSON.' },
    });
    expect(await post('{"a":2}', 'application/json; charset=utf-16le')).toMatchObject({
      status: 400,
    });
  });
});
