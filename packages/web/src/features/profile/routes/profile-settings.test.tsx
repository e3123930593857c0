import { AVATAR_MESSAGES, PROFILE_MESSAGES } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { rosaProfile } from '../profile.fixtures';

const AVATAR_URL = '/api/v1/images/serve/avatars/0b7a9f5e-2c1d-4e6f-8a9b-1c2d3e4f5a6b.jpg';
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:img-${++n}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

function start(handlers: Record<string, StubHandler> = {}, profile = rosaProfile) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /users/profile': () => ({ body: profile }),
    [`GET ${AVATAR_URL.replace('/api/v1', '')}`]: () =>
      new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })),
    ...handlers,
  });
  return { stub, app: renderApp('/profile?tab=settings') };
}

describe('Profile settings', () => {
  it("edit mode: username read-only, email type email, website type url; saved → 'Profile updated successfully!' for 3 s", async () => {
    const { app, stub } = start({
      'PUT /users/profile': (req) => ({ body: { ...rosaProfile, ...(req.body as object) } }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('type', 'url');
    await app.user.clear(screen.getByRole('textbox', { name: 'Location' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Location' }), 'Santa Fe, NM');
    await app.user.click(screen.getByRole('checkbox', { name: 'Gluten Free' }));
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(stub.callsTo('PUT', '/users/profile')[0]!.body).not.toHaveProperty('username');
    expect(stub.callsTo('PUT', '/users/profile')[0]!.body).toMatchObject({
      location: 'Santa Fe, NM',
      dietary_preferences: ['vegetarian', 'gluten_free'],
    });
    expect(screen.getAllByText('Santa Fe, NM').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(PROFILE_MESSAGES.updated)).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('a website that is not http(s) is refused before sending; Cancel returns to view mode', async () => {
    const { app, stub } = start();
    await app.user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    await app.user.clear(website);
    await app.user.type(website, 'ftp://rosa.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(website).toHaveAccessibleDescription(PROFILE_MESSAGES.websiteInvalid);
    expect(stub.callsTo('PUT', '/users/profile')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it("a refused save shows 'Failed to update profile. Please try again.' with the detail; the form stays", async () => {
    let reachable = true;
    const { app } = start({
      'PUT /users/profile': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json(409, { detail: 'Email already registered' });
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROFILE_MESSAGES.updateFailed);
    expect(alert).toHaveTextContent('Email already registered');
    reachable = false;
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach|network/i));
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.updateFailed);
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('avatar: upload, then delete after the question (DELETE /users/profile/avatar)', async () => {
    const withAvatar = { ...rosaProfile, avatar_url: AVATAR_URL };
    let current = rosaProfile;
    const { app, stub } = start({
      'GET /users/profile': () => ({ body: current }),
      'POST /users/profile/avatar': () => {
        current = withAvatar;
        return { body: { ...member, avatar_url: AVATAR_URL } };
      },
      'DELETE /users/profile/avatar': () => {
        current = rosaProfile;
        return { body: rosaProfile };
      },
    });
    await app.user.upload(await screen.findByLabelText('Choose an avatar image'), png('me.png'));
    await app.user.click(await screen.findByRole('button', { name: 'Delete avatar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete avatar?' });
    expect(dialog).toHaveTextContent(AVATAR_MESSAGES.confirmDelete);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete avatar' }));
    await screen.findByRole('button', { name: 'Upload avatar' });
    expect(stub.callsTo('DELETE', '/users/profile/avatar')).toHaveLength(1);
  });

  it("avatar: a refused upload says 'Failed to upload avatar'", async () => {
    const { app } = start({ 'POST /users/profile/avatar': () => json(415, { detail: 'Unsupported file format' }) });
    await app.user.upload(await screen.findByLabelText('Choose an avatar image'), png('scan.png'));
    expect((await screen.findByText(AVATAR_MESSAGES.uploadFailed)).closest('li')).toHaveTextContent(
      'Unsupported file format',
    );
  });

  it('cover: upload to /users/profile/cover, then remove it after the question', async () => {
    const withCover = { ...rosaProfile, cover_image_url: AVATAR_URL.replace('avatars', 'covers') };
    const { app, stub } = start({
      'POST /users/profile/cover': () => ({ body: withCover }),
      'DELETE /users/profile/cover': () => ({ body: rosaProfile }),
      [`GET ${withCover.cover_image_url.replace('/api/v1', '')}`]: () =>
        new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })),
    });
    await app.user.upload(await screen.findByLabelText('Choose a cover image'), png('garden.png'));
    await app.user.click(await screen.findByRole('button', { name: 'Remove cover' }));
    const [, init] = stub.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/users/profile/cover'))!;
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove cover?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove cover' }));
    await screen.findByRole('button', { name: 'Upload cover' });
    expect(stub.callsTo('DELETE', '/users/profile/cover')).toHaveLength(1);
  });
});
