import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config, loadConfig } from './config';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * Stop accepting connections, let in-flight requests finish, then close the database (an onClose hook).
 * Resolves with the exit code: 0 after a clean close, 1 when the grace period ran out or close failed.
 */
export async function shutdown(app: FastifyInstance, reason: string, graceMs = SHUTDOWN_GRACE_MS): Promise<number> {
  app.log.info({ reason }, 'Shutting down: finishing in-flight requests');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error('Shutdown grace period over: exiting with requests still open');
      resolve(1);
    }, graceMs);
  });
  try {
    return await Promise.race([app.close().then(() => 0), timeout]);
  } catch (err) {
    app.log.error({ err }, 'Error while shutting down');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

function installSignalHandlers(app: FastifyInstance): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'Second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      void shutdown(app, signal).then((code) => {
        app.log.info('Server stopped');
        process.exit(code);
      });
    });
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await startServer(config);
  installSignalHandlers(app);
  const cpu = process.cpuUsage();
  app.log.info(
    { startupMs: Math.round(process.uptime() * 1000), cpuMs: Math.round((cpu.user + cpu.system) / 1000) },
    'Potluck is ready',
  );
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
