// Browser tests use Debian's Chromium (never a downloaded browser). Install it when it is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing Debian package chromium (and fonts-dejavu-core)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  const res = apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core');
  if (res.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install Chromium. Install the Debian package "chromium" and retry.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
