import { createServer } from 'node:http';

/**
 * Child process of `npm run bench:api`: the baseline, a bare `node:http` server that reads the
 * request body, `JSON.parse`s it and answers 202 with a JSON body shaped like the contact API's.
 * No validation, no bot check, no storage: the ceiling Node reaches on this machine.
 */
const port = Number(process.env.PORT);
const accepted = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', status: 'accepted' });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":"bad json"}');
      return;
    }
    res.writeHead(202, { 'Content-Type': 'application/json; charset=utf-8' }).end(accepted);
  });
});

server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
