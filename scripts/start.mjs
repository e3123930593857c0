// `pnpm start`: build what is out of date, then serve the API and the web app on one port.
import { buildIfNeeded, start } from './lib.mjs';

buildIfNeeded();
const server = start('node', ['packages/server/dist/server.js']);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
