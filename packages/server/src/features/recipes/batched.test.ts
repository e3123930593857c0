import { describe, expect, it } from 'vitest';
import { batched } from './batched';

describe('batched (group commit)', () => {
  it('runs the first key at once and the keys asked meanwhile together, each key once', async () => {
    const runs: string[][] = [];
    const load = batched<string>(async (keys) => {
      runs.push(keys);
      await new Promise((r) => setTimeout(r, 10));
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all(['a', 'b', 'c', 'b', 'missing'].map(load));
    expect(answers).toEqual(['A', 'B', 'C', 'B', undefined]);
    expect(runs).toEqual([['a'], ['b', 'c', 'missing']]);
  });

  it('a key asked while a run is under way waits for the next run, never joins the running one', async () => {
    const runs: string[][] = [];
    const load = batched<number>(async (keys) => {
      runs.push(keys);
      await new Promise((r) => setTimeout(r, 10));
      return new Map(keys.map((k) => [k, runs.length]));
    });
    const first = load('x');
    await new Promise((r) => setTimeout(r, 1));
    const second = load('x');
    expect([await first, await second]).toEqual([1, 2]);
  });

  it('when a run of several fails, each key runs alone: only the bad key’s callers see the error', async () => {
    const load = batched<string>(async (keys) => {
      if (keys.includes('bad')) throw new Error(`refused ${keys.join(',')}`);
      return new Map(keys.map((k) => [k, k]));
    });
    void load('first');
    const results = await Promise.allSettled(['ok', 'bad', 'fine'].map(load));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'ok',
      'refused bad',
      'fine',
    ]);
  });

  it('with parallel runs, a burst is read by several runs side by side, never more at once, each key once', async () => {
    const runs: string[][] = [];
    let underWay = 0;
    let most = 0;
    const load = batched<string>(
      async (keys) => {
        runs.push(keys);
        most = Math.max(most, ++underWay);
        await new Promise((r) => setTimeout(r, 10));
        underWay--;
        return new Map(keys.map((k) => [k, k.toUpperCase()]));
      },
      2,
      undefined,
      2,
    );
    expect(await Promise.all(['a', 'b', 'c', 'd', 'e'].map(load))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(most).toBe(2);
    expect(runs).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
  });

  it('a key asked again while its run is under way is read by a parallel run, each caller answered by its own', async () => {
    let run = 0;
    const load = batched<number>(
      async (keys) => {
        const mine = ++run;
        await new Promise((r) => setTimeout(r, 10));
        return new Map(keys.map((k) => [k, mine]));
      },
      500,
      undefined,
      2,
    );
    const first = load('x');
    await new Promise((r) => setTimeout(r, 1));
    const second = load('x');
    expect([await first, await second]).toEqual([1, 2]);
  });
});
