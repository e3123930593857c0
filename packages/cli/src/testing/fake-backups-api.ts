import type { Backup } from '@potluck/api';
import { fakeApi } from './fake-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The bytes the fake server's backup file holds. */
export const BACKUP_BYTES = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6]);

/**
 * fakeApi (sign-in) plus the admin backup endpoints, in memory: a started backup moves 0 → 50 → 100 % over
 * two list calls; `state.failWith` makes it fail with that error; `state.viewerIsAdmin = false` answers 403.
 */
export function fakeBackupsApi() {
  const api = fakeApi();
  const state = {
    backups: [
      {
        name: 'potluck-20261124-020000Z-scheduled.jsonl.gz',
        size_bytes: 3_400_000,
        created_at: '2026-11-24T02:00:00.000Z',
        status: 'done',
        progress: 100,
        trigger: 'scheduled',
        error: null,
      },
    ] as Backup[],
    failWith: null as string | null,
    viewerIsAdmin: true,
    requests: [] as string[],
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    if (!path.startsWith('/admin/backups')) return api.fetch(input, init);
    const me = await api.fetch(`${url.origin}/api/v1/auth/me`, { headers: init?.headers ?? {} });
    if (me.status !== 200) return me;
    state.requests.push(`${method} ${path}`);
    if (!state.viewerIsAdmin)
      return json(403, {
        detail: "You don't have permission to access this area. Administrator privileges are required.",
      });
    if (method === 'POST' && path === '/admin/backups') {
      const backup: Backup = {
        name: 'potluck-20261125-100000Z-manual.jsonl.gz',
        size_bytes: 0,
        created_at: '2026-11-25T10:00:00.000Z',
        status: 'running',
        progress: 0,
        trigger: 'manual',
        error: null,
      };
      state.backups.unshift(backup);
      return json(201, backup);
    }
    if (method === 'GET' && path === '/admin/backups') {
      for (const b of state.backups.filter((x) => x.status === 'running')) {
        b.progress += 50;
        if (state.failWith) Object.assign(b, { status: 'failed', error: state.failWith });
        else if (b.progress >= 100) Object.assign(b, { status: 'done', size_bytes: BACKUP_BYTES.length });
      }
      return json(200, { items: state.backups });
    }
    const download = /^\/admin\/backups\/([^/]+)\/download$/.exec(path);
    const found = download && state.backups.find((b) => b.name === download[1] && b.status === 'done');
    if (method === 'GET' && found) {
      return new Response(BACKUP_BYTES, { status: 200, headers: { 'content-type': 'application/gzip' } });
    }
    return json(404, { detail: 'Backup not found' });
  };
  return { api, state, fetch, origin: api.origin };
}
