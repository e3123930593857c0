import type { Backup } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, storeTokens, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const DONE: Backup = {
  name: 'potluck-20261124-020000Z-scheduled.jsonl.gz',
  size_bytes: 3_400_000,
  created_at: '2026-11-24T02:00:00.000Z',
  status: 'done',
  progress: 100,
  trigger: 'scheduled',
  error: null,
};
const STARTED: Backup = {
  ...DONE,
  name: 'potluck-20261125-100000Z-manual.jsonl.gz',
  created_at: '2026-11-25T10:00:00.000Z',
  status: 'running',
  progress: 0,
  trigger: 'manual',
  size_bytes: 0,
};

afterEach(() => vi.restoreAllMocks());

function setup(items: Backup[]) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: admin }),
    'GET /admin/settings': () => ({ body: { open_registration: false } }),
    'GET /admin/backups': () => ({ body: { items } }),
    'POST /admin/backups': () => {
      items.unshift({ ...STARTED, progress: 40 });
      return { status: 201, body: STARTED };
    },
    [`DELETE /admin/backups/${DONE.name}`]: () => {
      items.splice(items.indexOf(DONE), 1);
      return new Response(null, { status: 204 });
    },
    [`GET /admin/backups/${DONE.name}/download`]: () =>
      new Response(new Uint8Array([31, 139, 8]), { status: 200, headers: { 'content-type': 'application/gzip' } }),
  });
  return { ...stub, ...renderApp('/admin') };
}
const card = async () => within(await screen.findByRole('region', { name: 'Backups' }));

describe('System Settings → Backups', () => {
  it('Back up now starts one and shows its progress while it runs', async () => {
    const items = [DONE];
    const { callsTo } = setup(items);
    const backups = await card();
    await userEvent.click(await backups.findByRole('button', { name: 'Back up now' }));
    expect(await backups.findByRole('progressbar', { name: 'Backing up' })).toHaveAttribute('aria-valuenow', '40');
    expect(backups.getByRole('button', { name: 'Back up now' })).toBeDisabled();
    expect(callsTo('POST', '/admin/backups')).toHaveLength(1);
    // Finished on the server: the next refresh shows its size and offers the download.
    Object.assign(items[0]!, { status: 'done', progress: 100, size_bytes: 2048 });
    expect(await backups.findByText('2 KB', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(backups.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it('downloads a backup with the admin token, and deletes one after asking', async () => {
    const items = [DONE];
    const { callsTo } = setup(items);
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const backups = await card();
    expect(await backups.findByText('3.2 MB')).toBeInTheDocument();
    await userEvent.click(backups.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(callsTo('GET', `/admin/backups/${DONE.name}/download`)[0]?.headers.authorization).toMatch(/^Bearer /);

    await userEvent.click(backups.getByRole('button', { name: `Delete backup ${DONE.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this backup?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await backups.findByText('No backups yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', `/admin/backups/${DONE.name}`)).toHaveLength(1);
  });

  it('says why when the list cannot be loaded', async () => {
    storeTokens();
    stubFetch({
      'GET /auth/me': () => ({ body: admin }),
      'GET /admin/settings': () => ({ body: { open_registration: false } }),
      'GET /admin/backups': () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    });
    renderApp('/admin');
    const backups = await card();
    expect(await backups.findByText('Backups could not be loaded')).toBeInTheDocument();
  });
});
