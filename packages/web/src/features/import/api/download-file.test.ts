import { ApiError, NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, storeTokens, storedAccessToken, stubFetch } from '../../../test/fetch-stub';
import { captureDownloads } from './download-capture';
import { downloadLibrary, downloadRecipe, fileNameFrom, saveFile } from './download-file';

const PATH = '/recipes/7/export?format=md';
const markdown = (name = 'tomato-soup.md') =>
  new Response('# Tomato soup\n', {
    status: 200,
    headers: { 'content-type': 'text/markdown', 'content-disposition': `attachment; filename="${name}"` },
  });

afterEach(() => vi.restoreAllMocks());

describe('fileNameFrom', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(fileNameFrom('attachment; filename="tomato-soup.md"', 'x')).toBe('tomato-soup.md');
    expect(fileNameFrom('attachment; filename=backup.zip', 'x')).toBe('backup.zip');
    expect(
      fileNameFrom(`attachment; filename="creme.md"; filename*=UTF-8''cr%C3%A8me%20br%C3%BBl%C3%A9e.md`, 'x'),
    ).toBe('crème brûlée.md');
  });

  it('keeps only the name part and falls back when there is none', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameFrom('attachment; filename=""', 'recipe-7.md')).toBe('recipe-7.md');
    expect(fileNameFrom(null, 'recipe-7.md')).toBe('recipe-7.md');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A.md`, 'recipe-7.md')).toBe('recipe-7.md');
  });
});

describe('downloadRecipe and downloadLibrary', () => {
  it('send the bearer token to the paths of the contract and answer the file with its name', async () => {
    storeTokens('a-1', 'r-1');
    const zip = new Response('PK', { headers: { 'content-disposition': 'attachment; filename=backup.zip' } });
    const { calls } = stubFetch({ [`GET ${PATH}`]: () => markdown(), 'GET /recipes/export/all': () => zip });
    const file = await downloadRecipe(7, 'md');
    expect(file.fileName).toBe('tomato-soup.md');
    expect(await file.blob.text()).toBe('# Tomato soup\n');
    expect((await downloadLibrary()).fileName).toBe('backup.zip');
    expect(calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      [PATH, 'Bearer a-1'],
      ['/recipes/export/all', 'Bearer a-1'],
    ]);
  });

  it("renew an expired access token with the client's one refresh, then download", async () => {
    storeTokens('a-old', 'r-old');
    const fresh = (h: Record<string, string>) => h.authorization === 'Bearer a-2';
    const { calls, callsTo } = stubFetch({
      [`GET ${PATH}`]: (req) => (fresh(req.headers) ? markdown() : { status: 401, body: { detail: 'Token expired' } }),
      'POST /auth/refresh': () => ({ body: { access_token: 'a-2', refresh_token: 'r-2', token_type: 'bearer' } }),
    });
    const file = await downloadRecipe(7, 'md');
    expect(file.fileName).toBe('tomato-soup.md');
    // No detour through /auth/me: the download itself is retried after the refresh.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${PATH}`, 'POST /auth/refresh', `GET ${PATH}`]);
    expect(callsTo('POST', '/auth/refresh')[0]?.body).toEqual({ refresh_token: 'r-old' });
    expect(storedAccessToken()).toBe('a-2');
  });

  it('throws the server detail of a failure', async () => {
    storeTokens();
    stubFetch({ [`GET ${PATH}`]: () => ({ status: 404, body: { detail: 'Recipe not found' } }) });
    await expect(downloadRecipe(7, 'md')).rejects.toMatchObject({ status: 404, detailText: 'Recipe not found' });
  });

  it('describes a failure that is not JSON by its status', async () => {
    storeTokens();
    stubFetch({ [`GET ${PATH}`]: () => new Response('Bad Gateway', { status: 502 }) });
    await expect(downloadRecipe(7, 'md')).rejects.toMatchObject({ status: 502, detailText: 'HTTP 502: Bad Gateway' });
  });

  it('says the shared network message when the server cannot be reached', async () => {
    storeTokens();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await downloadLibrary().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detailText).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('does not retry a 401 without a session', async () => {
    const { calls } = stubFetch({ [`GET ${PATH}`]: () => json(401, { detail: 'Not authenticated' }) });
    await expect(downloadRecipe(7, 'md')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('saveFile', () => {
  it('hands the blob to the browser under its name and frees the URL afterwards', async () => {
    vi.useFakeTimers();
    const saved = captureDownloads();
    const blob = new Blob(['{}'], { type: 'application/json' });
    saveFile({ blob, fileName: 'tomato-soup.json' });
    expect(saved).toEqual([{ fileName: 'tomato-soup.json', blob }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
