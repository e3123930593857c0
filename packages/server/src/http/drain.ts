import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long open keep-alive connections get to send their next request after a stop begins. */
export const DRAIN_MS = 1_000;

export interface Drain {
  /** Resolves once no request handler is running (the database may close then), or after `limitMs`. */
  settled(limitMs?: number): Promise<void>;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * A clean stop for keep-alive clients. When close starts, the listener stops taking new connections at once,
 * but open connections keep being served: each request still gets its answer, with Connection: close (Fastify
 * sets it once closing), so the client closes that connection itself after reading it. Only connections that
 * stay silent for the whole drain window are closed by the server, as idle, once it ends. Closing a busy
 * keep-alive connection from the server side instead resets any request already on its way (ECONNRESET).
 *
 * A request whose client went away is no longer a connection, but its handler still runs: `settled()` waits
 * for those too, so the database closes after the last query, not under it.
 *
 * Two kinds of connection would otherwise hold the stop until the grace period ran out (the server's close waits
 * for every connection, and Node reaps only those idle at that instant): one whose request was still being
 * answered when the window ended — its answer now says Connection: close too, so its client closes it — and one
 * that is neither idle nor answering, a request never finished by its client: it is closed with the idle ones.
 */
export function drainOnClose(app: FastifyInstance, drainMs = DRAIN_MS): Drain {
  const open = new Set<Socket>();
  const running = new Set<FastifyRequest>();
  /** Connections with a request being answered: left open past the window, to carry their answer. */
  const answering = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  app.addHook('onRequest', async (request) => {
    running.add(request);
    answering.add(request.raw.socket);
  });
  // onSend runs once the handler has its answer, whether or not the client is still there to read it.
  app.addHook('onSend', async (request, reply) => {
    running.delete(request);
    // Fastify says it only on requests that arrive once closing began; this one may have arrived before.
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    running.delete(request);
    answering.delete(request.raw.socket);
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    // net.Server's own close: stops accepting without http.Server's closeIdleConnections(), which would
    // destroy connections a request may be travelling on. Fastify's later server.close() tolerates the
    // server no longer running.
    NetServer.prototype.close.call(app.server);
    const deadline = Date.now() + drainMs;
    while (open.size > 0 && Date.now() < deadline) await pause();
    for (const socket of open) if (!answering.has(socket)) socket.destroy();
  });
  return {
    async settled(limitMs = 5_000) {
      const deadline = Date.now() + limitMs;
      while (running.size > 0 && Date.now() < deadline) await pause();
    },
  };
}
