import { mkdirSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded default database: PGlite (real Postgres compiled to WebAssembly) in this process,
 * served over the Postgres wire protocol on 127.0.0.1, so the API talks to it exactly as it talks
 * to a real server (`pg`, pg-boss, the rate limiter), and other processes on the machine (a
 * second API, the `outbox` command, a test) can share it. For `npm start` and the tests only:
 * production sets DATABASE_URL.
 *
 * PGlite is one Postgres session. Several client connections share it here the way a pooler in
 * transaction mode would: a client's statements run as one unit up to its Sync (or a simple
 * query), one unit at a time, and while a client is inside a transaction (ReadyForQuery says
 * 'T' or 'E') only that client's units run. A client that disconnects inside a transaction has
 * it rolled back. What a session holds beyond a transaction (SET, named prepared statements) is
 * shared by every client, as behind such a pooler: the API uses unnamed statements only.
 *
 * Why not `@electric-sql/pglite-socket`: 0.0.20 (the blog's) lets one connection hold PGlite
 * until it closes, so a pool or a second process waits forever; 0.0.21 interleaves connections
 * message by message and hung pg-boss's start-up on a `BEGIN … COMMIT` block (docs/decisions/020).
 */

export interface EmbeddedPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder that keeps the data between runs; in memory when absent. */
  dataDir?: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;
const cancelRequestCode = 80877102;
const readyForQuery = 0x5a; // 'Z'

interface Connection {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages of an extended-protocol sequence not yet ended by Sync. */
  pending: Buffer[];
  closed: boolean;
}

interface Unit {
  connection: Connection;
  run(): Promise<Uint8Array>;
}

/** The transaction status of the last ReadyForQuery in a response, if it has one. */
function lastStatus(response: Uint8Array): number | undefined {
  let status: number | undefined;
  let at = 0;
  const view = new DataView(response.buffer, response.byteOffset, response.byteLength);
  while (at + 5 <= response.length) {
    const type = response[at];
    const length = view.getInt32(at + 1);
    if (type === readyForQuery && length === 5) status = response[at + 5];
    at += 1 + length;
  }
  return status;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  // PGlite reports each statement as a notice otherwise.
  await db.exec('SET client_min_messages TO warning');

  const waiting: Unit[] = [];
  /** The connection inside a transaction (or mid-sequence): only its units may run. */
  let owner: Connection | null = null;
  let running = false;
  const connections = new Set<Connection>();

  function pump(): void {
    if (running) return;
    const index = waiting.findIndex((unit) => owner === null || unit.connection === owner);
    if (index < 0) return;
    const [unit] = waiting.splice(index, 1);
    if (!unit) return;
    running = true;
    unit
      .run()
      .then(
        (response) => {
          const status = lastStatus(response);
          // No ReadyForQuery yet (a Flush): the client is mid-sequence and keeps the session.
          const open = status === undefined || status !== 0x49; /* 'I' */
          if (unit.connection.closed) {
            // A closed client holds nothing; one that closed while this unit ran and left a
            // transaction open has it rolled back first (the roll-back answers nothing).
            owner = null;
            if (open && response.length > 0) rollBack(unit.connection);
          } else {
            owner = open ? unit.connection : null;
            if (response.length > 0) unit.connection.socket.write(response);
          }
        },
        (error: unknown) => {
          if (owner === unit.connection) owner = null;
          unit.connection.socket.destroy(error instanceof Error ? error : undefined);
        },
      )
      .finally(() => {
        running = false;
        pump();
      });
  }

  const enqueue = (connection: Connection, message: Buffer) => {
    waiting.push({ connection, run: () => db.execProtocolRaw(new Uint8Array(message)) });
    pump();
  };

  function onClose(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection);
    for (let i = waiting.length - 1; i >= 0; i -= 1) {
      if (waiting[i]?.connection === connection) waiting.splice(i, 1);
    }
    if (owner === connection) {
      rollBack(connection);
      pump();
    }
  }

  /** Rolls back what a closed connection left open; the unit runs first, as the owner's. */
  function rollBack(connection: Connection): void {
    waiting.unshift({
      connection,
      run: async () => {
        await db.exec('ROLLBACK').catch(() => undefined);
        owner = null;
        return new Uint8Array();
      },
    });
  }

  function onData(connection: Connection, chunk: Buffer): void {
    connection.buffer =
      connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
    for (;;) {
      const { buffer } = connection;
      if (!connection.started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const packet = buffer.subarray(0, length);
        connection.buffer = buffer.subarray(length);
        if (code === sslRequestCode || code === gssEncRequestCode) {
          connection.socket.write('N');
          continue;
        }
        if (code === cancelRequestCode) {
          connection.socket.end();
          return;
        }
        connection.started = true;
        enqueue(connection, Buffer.from(packet));
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const type = buffer[0];
      const message = buffer.subarray(0, 1 + length);
      connection.buffer = buffer.subarray(1 + length);
      if (type === 0x58 /* 'X' Terminate */) {
        connection.socket.end();
        return;
      }
      connection.pending.push(Buffer.from(message));
      // 'S' Sync, 'Q' simple query, 'H' Flush, 'p' password (PGlite asks for one at start-up):
      // what a client waits for an answer to.
      if (type === 0x53 || type === 0x51 || type === 0x48 || type === 0x70) {
        const unit = Buffer.concat(connection.pending);
        connection.pending = [];
        enqueue(connection, unit);
      }
    }
  }

  const server = createServer((socket) => {
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      pending: [],
      closed: false,
    };
    connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => onData(connection, chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => onClose(connection));
  });

  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const connection of connections) connection.socket.destroy();
        });
        // Let a unit under way finish before PGlite closes.
        while (running) await new Promise((resolve) => setTimeout(resolve, 5));
        await db.close();
      })();
      return closing;
    },
  };
}
