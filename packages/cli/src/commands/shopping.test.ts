import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shoppingListToMarkdown } from '../render/shopping-export';
import { WEEKLY } from '../testing/fake-shopping-api';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

describe('potluck shopping lists', () => {
  it('shows your lists as a table (never another member’s) and the page as JSON', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck('shopping', 'lists');
    expect(result).toEqual({
      code: 0,
      stdout: [
        'ID  NAME         STATUS       TICKED  DATE        STORE',
        ' 7  Weekly shop  In Progress     1/4  2026-11-28  Corner Market',
        '',
      ].join('\n'),
      stderr: '1 list.\n',
    });
    const json = JSON.parse((await potluck('shopping', 'lists', '--json')).stdout) as { items: Array<{ id: number }> };
    expect(json.items.map((l) => l.id)).toEqual([7]);
    expect(api.state.urls).toEqual(['/shopping/lists', '/shopping/lists']);
  });

  it('filters by --status and checks it before asking', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    expect(await potluck('shopping', 'lists', '--status', 'archived')).toEqual({
      code: 0,
      stdout: 'You have no archived lists.\n',
      stderr: '',
    });
    expect(api.state.urls).toContain('/shopping/lists?status_filter=archived');
    const wrong = await potluck('shopping', 'lists', '--status', 'done');
    expect(wrong).toEqual({
      code: 2,
      stdout: '',
      stderr: '--status must be one of active, completed, archived, all (got "done").\n',
    });
  });
});

describe('potluck shopping show', () => {
  it('groups the items by category in store-walk order, ticked ones marked, each with its id', async () => {
    const { potluck } = await loggedInCli(cleanups);
    const result = await potluck('shopping', 'show', '7');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Weekly shop',
        'In Progress · 1 of 4 ticked (25%) · 2026-11-28 · Corner Market',
        '',
        'Produce (1/1)',
        '  [x] 72  3 apples',
        '',
        'Dairy & Eggs (0/2)',
        '  [ ] 71  2 cups milk',
        '  [ ] 74  12 eggs',
        '',
        'Other (0/1)',
        '  [ ] 73  500 g flour, self-raising — the "good" one',
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await potluck('shopping', 'show', '7', '--json')).stdout)).toMatchObject({
      id: 7,
      items: expect.arrayContaining([expect.objectContaining({ id: 72, is_completed: true })]),
    });
  });

  it('says a list that is missing or not yours is not found, and refuses an id that is not a number', async () => {
    const { potluck } = await loggedInCli(cleanups);
    const notFound = {
      code: 1,
      stdout: '',
      stderr: 'Shopping list not found: 8. See your lists with `potluck shopping lists`.\n',
    };
    expect(await potluck('shopping', 'show', '8')).toEqual(notFound);
    expect(await potluck('shopping', 'show', '999')).toEqual({
      ...notFound,
      stderr: notFound.stderr.replace('8', '999'),
    });
    const json = await potluck('shopping', 'show', '8', '--json');
    expect(JSON.parse(json.stderr)).toEqual({
      error: { message: expect.stringMatching(/^Shopping list not found/), status: 404 },
    });
    expect((await potluck('shopping', 'show', 'weekly')).code).toBe(2);
  });

  it('needs a login', async () => {
    const { potluck } = await loggedInCli(cleanups);
    await potluck('logout');
    expect(await potluck('shopping', 'show', '7')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You are not logged in. Run `potluck login`.\n',
    });
  });
});

describe('potluck shopping export', () => {
  const withDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'potluck-shopping-'));
    cleanups.add(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };

  it('prints a Markdown checklist by default, and JSON with --json or --format json', async () => {
    const { potluck } = await loggedInCli(cleanups);
    const md = await potluck('shopping', 'export', '7');
    expect(md).toEqual({ code: 0, stdout: shoppingListToMarkdown(WEEKLY), stderr: '' });
    expect(md.stdout).toContain('## Produce\n\n- [x] 3 apples\n');
    const json = await potluck('shopping', 'export', '7', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ id: 7, name: 'Weekly shop' });
    expect((await potluck('shopping', 'export', '7', '--format', 'json')).stdout).toBe(json.stdout);
  });

  it('writes the format the --out file name says, or --format, and says where', async () => {
    const { potluck } = await loggedInCli(cleanups);
    const dir = await withDir();
    const csvFile = join(dir, 'list.csv');
    const result = await potluck('shopping', 'export', '7', '--out', csvFile);
    expect(result).toEqual({ code: 0, stdout: `Exported "Weekly shop" as CSV to ${csvFile}.\n`, stderr: '' });
    const csv = await readFile(csvFile, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('category,item,amount,unit,notes,ticked,price,id');
    expect(csv).toContain('Other,"flour, self-raising",500,g,"the ""good"" one",false,,73\r\n');

    const txtFile = join(dir, 'list.out');
    const txt = await potluck('shopping', 'export', '7', '--format', 'txt', '--out', txtFile, '--json');
    expect(JSON.parse(txt.stdout)).toEqual({ id: 7, format: 'txt', file: txtFile });
    expect(await readFile(txtFile, 'utf8')).toContain('\nProduce\n[x] 3 apples\n');
  });

  it('refuses an unknown format, and a list that is not yours', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    expect(await potluck('shopping', 'export', '7', '--format', 'pdf')).toEqual({
      code: 2,
      stdout: '',
      stderr: '--format must be md, txt, csv or json (got "pdf").\n',
    });
    expect(api.state.urls).toEqual([]);
    expect((await potluck('shopping', 'export', '8', '--format', 'csv')).stderr).toMatch(
      /^Shopping list not found: 8\./,
    );
  });
});
