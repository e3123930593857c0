import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, storedAccessToken, stubFetch } from '../test/fetch-stub';
import { useAuthorizedImage } from './use-authorized-image';

const AVATAR = '/api/v1/images/serve/avatars/0b7a9f5e-2c1d-4e6f-8a9b-1c2d3e4f5a6b.jpg';
const SERVE = AVATAR.replace('/api/v1', '');
const jpeg = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

beforeEach(() => {
  // jsdom has no object URLs: hand out one per blob.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++next}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('useAuthorizedImage', () => {
  it('fetches an image the API serves through the client: token, one refresh on a 401, an object URL', async () => {
    storeTokens('a-old', 'r-old');
    const { calls } = stubFetch({
      [`GET ${SERVE}`]: (req) =>
        req.headers.authorization === 'Bearer a-2' ? jpeg() : { status: 401, body: { detail: 'Token expired' } },
      'POST /auth/refresh': () => ({ body: { access_token: 'a-2', refresh_token: 'r-2', token_type: 'bearer' } }),
    });
    const { result } = renderHook(() => useAuthorizedImage(AVATAR));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:http://localhost/1'));
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.authorization ?? '-'}`)).toEqual([
      `GET ${SERVE} Bearer a-old`,
      'POST /auth/refresh -',
      `GET ${SERVE} Bearer a-2`,
    ]);
    expect(storedAccessToken()).toBe('a-2');
  });

  it('hands back URLs the API does not serve as they are, without a request', () => {
    const { calls } = stubFetch({});
    for (const url of ['data:image/png;base64,AAAA', 'https://cdn.example.com/a.jpg', '/images/logo.svg'])
      expect(renderHook(() => useAuthorizedImage(url)).result.current).toBe(url);
    expect(calls).toEqual([]);
  });

  it('stays null when the image is refused (the initials stand in)', async () => {
    storeTokens();
    const { calls } = stubFetch({ [`GET ${SERVE}`]: () => ({ status: 404, body: { detail: 'Image not found' } }) });
    const { result } = renderHook(() => useAuthorizedImage(AVATAR));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
