import { AVATAR_MESSAGES, type User } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const AVATAR_URL = '/api/v1/images/serve/avatars/0b7a9f5e-2c1d-4e6f-8a9b-1c2d3e4f5a6b.jpg';
const withAvatar: User = { ...member, avatar_url: AVATAR_URL };
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:avatar-${++n}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

function start(user: User, handlers: Record<string, StubHandler> = {}) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: user }),
    [`GET ${AVATAR_URL.replace('/api/v1', '')}`]: () =>
      new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })),
    ...handlers,
  });
  return { stub, app: renderApp('/profile') };
}

describe('Profile page: avatar', () => {
  it('uploads the chosen image to /users/profile/avatar; the cached user (and so the top bar) gets the new avatar at once', async () => {
    const { stub, app } = start(member, { 'POST /users/profile/avatar': () => ({ body: withAvatar }) });
    await app.user.upload(await screen.findByLabelText('Choose an avatar image'), png('me.png'));
    await screen.findByRole('button', { name: 'Delete avatar' });
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
    const [, init] = stub.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/users/profile/avatar'))!;
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    // No refetch of /auth/me was needed; the avatar itself is fetched with the token (an <img> could not send it).
    expect(stub.callsTo('GET', '/auth/me')).toHaveLength(1);
    await waitFor(() => expect(stub.callsTo('GET', AVATAR_URL.replace('/api/v1', '')).length).toBeGreaterThan(0));
    expect(stub.callsTo('GET', AVATAR_URL.replace('/api/v1', ''))[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('a refused upload shows "Failed to upload avatar" with the server\'s detail; nothing changes', async () => {
    const { app } = start(member, {
      'POST /users/profile/avatar': () => json(415, { detail: 'Unsupported file format. Supported formats: JPG, PNG' }),
    });
    await app.user.upload(await screen.findByLabelText('Choose an avatar image'), png('scan.png'));
    const toast = (await screen.findByText(AVATAR_MESSAGES.uploadFailed)).closest('li')!;
    expect(toast).toHaveTextContent('Unsupported file format. Supported formats: JPG, PNG');
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete avatar' })).not.toBeInTheDocument();
  });

  it('delete asks first, then DELETE /images/user/avatar clears the avatar', async () => {
    const { stub, app } = start(withAvatar, {
      'DELETE /images/user/avatar': () => new Response(null, { status: 204 }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete avatar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete avatar?' });
    expect(dialog).toHaveTextContent(AVATAR_MESSAGES.confirmDelete);
    expect(stub.callsTo('DELETE', '/images/user/avatar')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete avatar' }));
    await screen.findByRole('button', { name: 'Upload avatar' });
    expect(stub.callsTo('DELETE', '/images/user/avatar')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a failed delete shows "Failed to delete avatar" and keeps the avatar', async () => {
    const { app } = start(withAvatar, {
      'DELETE /images/user/avatar': () => json(503, { detail: 'Storage is unavailable' }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete avatar' }));
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete avatar' }));
    const toast = (await screen.findByText(AVATAR_MESSAGES.deleteFailed)).closest('li')!;
    expect(toast).toHaveTextContent('Storage is unavailable');
    expect(screen.getByRole('alertdialog', { name: 'Delete avatar?' })).toBeInTheDocument();
  });
});
