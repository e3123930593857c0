import { connect } from 'node:net';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from './drain';

/** A server with the drain and a route answering after `ms`, listening on a free port. */
async function serverWithSlowRoute(drainMs: number) {
  const app = Fastify();
  drainOnClose(app, drainMs);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

/** How long close takes; the server's keep-alive timeout (72 s) would be the answer if a connection were left. */
async function timeClose(app: { close(): Promise<unknown> }): Promise<number> {
  const started = performance.now();
  await app.close();
  return performance.now() - started;
}

describe('the drain on close', () => {
  it('answers a request still running when the window ends with Connection: close, and the stop completes', async () => {
    const { app, address } = await serverWithSlowRoute(50);
    const agent = new Agent({ keepAlive: true });
    const answered = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const req = request(`${address}/slow`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the request is being answered
    const closing = timeClose(app);
    expect(await answered).toEqual({ status: 200, connection: 'close' });
    expect(await closing).toBeLessThan(5_000);
    agent.destroy();
  });

  it('closes a connection whose client never finished its request once the window ends', async () => {
    const { app, address } = await serverWithSlowRoute(50);
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n'); // the headers never end
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await timeClose(app)).toBeLessThan(5_000);
    await ended;
  });
});
