import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createFormPoster, type FormPoster } from './form-poster';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let url: string;
let handle: Handler;
const connections = new Set<Socket>();
let connectionCount = 0;
const posters: FormPoster[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  server.on('connection', (socket) => {
    connectionCount += 1;
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterEach(() => {
  posters.splice(0).forEach((poster) => poster.close());
  connections.forEach((socket) => socket.destroy());
  connectionCount = 0;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const poster = (timeoutMs = 2_000, maxBodyBytes?: number) => {
  const created = createFormPoster(url, { timeoutMs, maxBodyBytes });
  posters.push(created);
  return created;
};

describe('createFormPoster', () => {
  it('posts the form, resolves with status and body, over kept-alive connections', async () => {
    const seen: string[] = [];
    handle = (req, res, body) => {
      seen.push(`${req.method} ${req.url} ${req.headers['content-type']} ${body}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
    };
    const siteverify = poster();
    for (let i = 0; i < 6; i += 1) {
      expect(await siteverify.post(`secret=s&response=${i}`)).toEqual({
        status: 200,
        body: '{"success":true}',
      });
    }
    expect(seen).toEqual(
      [0, 1, 2, 3, 4, 5].map(
        (i) =>
          `POST /recaptcha/api/siteverify application/x-www-form-urlencoded secret=s&response=${i}`,
      ),
    );
    // undici's pool opens a second connection for a request made while the first one is still
    // being handed back (here, the second request); from then on both are reused.
    expect(connectionCount).toBeLessThanOrEqual(2);
  });

  it('resolves with other statuses too, and follows no redirect', async () => {
    handle = (_req, res) => res.writeHead(302, { Location: '/elsewhere' }).end();
    expect(await poster().post('a=1')).toEqual({ status: 302, body: '' });
  });

  it('rejects when no answer comes in time', async () => {
    handle = () => undefined;
    await expect(poster(200).post('a=1')).rejects.toThrow('no answer within 200 ms');
  });

  it('rejects an answer whose body stops coming, at the same deadline', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"succ');
    };
    await expect(poster(200).post('a=1')).rejects.toThrow('no answer within 200 ms');
  });

  it('rejects an answer larger than the limit', async () => {
    handle = (_req, res) => res.end('x'.repeat(5000));
    await expect(poster(2_000, 1000).post('a=1')).rejects.toThrow('too much');
  });

  it('sends again, once, a request whose kept-alive connection was closed under it', async () => {
    let requests = 0;
    handle = (req, res) => {
      requests += 1;
      // The second request arrives on the first connection: drop it as a server closing an
      // idle connection would, without an answer.
      if (requests === 2) req.socket.destroy();
      else res.end('{"success":true}');
    };
    const siteverify = poster();
    await siteverify.post('a=1');
    expect(await siteverify.post('a=2')).toEqual({ status: 200, body: '{"success":true}' });
    expect(requests).toBe(3);
    expect(connectionCount).toBe(2);
  });

  it('rejects when nothing listens', async () => {
    const closed = createFormPoster('http://127.0.0.1:9/siteverify', { timeoutMs: 2_000 });
    posters.push(closed);
    await expect(closed.post('a=1')).rejects.toThrow(/ECONNREFUSED/);
  });
});
