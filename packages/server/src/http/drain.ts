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
 */
export function drainOnClose(app: FastifyInstance, drainMs = DRAIN_MS): Drain {
  const open = new Set<Socket>();
  const running = new Set<FastifyRequest>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('onRequest', async (request) => void running.add(request));
  // onSend runs once the handler has its answer, whether or not the client is still there to read it.
  app.addHook('onSend', async (request) => void running.delete(request));
  app.addHook('onResponse', async (request) => void running.delete(request));
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    // net.Server's own close: stops accepting without http.Server's closeIdleConnections(), which would
    // destroy connections a request may be travelling on. Fastify's later server.close() tolerates the
    // server no longer running.
    NetServer.prototype.close.call(app.server);
    const deadline = Date.now() + drainMs;
    while (open.size > 0 && Date.now() < deadline) await pause();
  });
  return {
    async settled(limitMs = 5_000) {
      const deadline = Date.now() + limitMs;
      while (running.size > 0 && Date.now() < deadline) await pause();
    },
  };
}
