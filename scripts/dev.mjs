// `pnpm dev`: the API with reload on :3000 and Vite with HMR on :5173 (proxying /api to the API).
import { start } from './lib.mjs';

const children = [
  start('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server.ts'], { cwd: 'packages/server' }),
  start('npx', ['vite'], { cwd: 'packages/web' }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
children.forEach((c) =>
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
