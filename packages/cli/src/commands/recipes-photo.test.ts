import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeIoOptions } from '../testing/fake-io';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

async function loggedIn(options: FakeIoOptions = {}) {
  const cli = await loggedInCli(cleanups, options);
  const dir = await mkdtemp(join(tmpdir(), 'potluck-photo-'));
  cleanups.add(() => rm(dir, { recursive: true, force: true }));
  const file = async (name: string, bytes: number) => {
    const path = join(dir, name);
    await writeFile(path, Buffer.alloc(bytes, 7));
    return path;
  };
  return { file, ...cli };
}

describe('potluck recipes photo', () => {
  it('adds photos (the first is featured) and lists them', async () => {
    const { potluck, api, file } = await loggedIn();
    const first = await potluck(
      'recipes',
      'photo',
      'add',
      '1',
      await file('stack.jpg', 2000),
      '--caption',
      'Golden stack',
    );
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Added stack\.jpg to ".+" as photo #1 \(featured\)\.\n$/);
    const second = await potluck(
      'recipes',
      'photo',
      'add',
      '1',
      await file('batter.png', 1000),
      '--step',
      '2',
      '--alt',
      'Batter in a bowl',
    );
    expect(second.stdout).not.toContain('featured');
    expect(api.state.images.map((i) => [i.image_type, i.step_number, i.caption, i.alt_text, i.bytes])).toEqual([
      ['gallery', null, 'Golden stack', null, 2000],
      ['step', 2, null, 'Batter in a bowl', 1000],
    ]);

    const list = await potluck('recipes', 'photo', 'list', '1');
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')).toEqual(
      expect.arrayContaining(['#1  ★  gallery    800×600     Golden stack', '#2     step 2     800×600']),
    );
    const json = await potluck('--json', 'recipes', 'photo', 'list', '1');
    expect(JSON.parse(json.stdout).images).toHaveLength(2);
  });

  it('checks size and format before uploading, with the web app’s messages', async () => {
    const { potluck, api, file } = await loggedIn();
    api.state.uploadLimits = { ...api.state.uploadLimits, max_file_size: 1000, max_file_size_mb: 1 };
    const big = await potluck('recipes', 'photo', 'add', '1', await file('big.jpg', 1001));
    expect(big).toMatchObject({ code: 1, stderr: 'File size too large. Maximum size is 1MB\n' });
    const svg = await potluck('recipes', 'photo', 'add', '1', await file('logo.svg', 10));
    expect(svg.stderr).toBe('Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF\n');
    expect((await potluck('recipes', 'photo', 'add', '1', '/no/such/file.jpg')).stderr).toBe(
      'No such file: /no/such/file.jpg\n',
    );
    expect((await potluck('recipes', 'photo', 'add', '1', await file('ok.jpg', 10), '--step', 'two')).code).toBe(2);
    expect(api.state.images).toEqual([]);
  });

  it('shows a progress bar for large files at a terminal, and sends the file again after a session refresh', async () => {
    const { potluck, api, file } = await loggedIn({ interactive: true });
    api.state.expireOnNextUpload = true;
    const result = await potluck('recipes', 'photo', 'add', '1', await file('large.jpg', 600 * 1024));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Uploading large.jpg');
    expect(result.stderr).toContain('100%');
    expect(api.state.images[0]?.bytes).toBe(600 * 1024);
    expect(api.state.calls.filter((c) => c.endsWith('/upload'))).toHaveLength(2);
    expect(api.state.calls.filter((c) => c.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('says so when a recipe has no photos', async () => {
    const { potluck } = await loggedIn();
    expect((await potluck('recipes', 'photo', 'list', '1')).stdout).toMatch(/has no photos yet/);
  });
});
