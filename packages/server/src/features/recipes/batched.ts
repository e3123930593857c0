/**
 * Group commit for statements that serve many requests at once: the first key asked runs at once; keys asked
 * while that runs wait and go together into the next run (at most `max` keys a run). Under load fifty requests
 * cost one or two statements instead of fifty; alone, a request waits for nobody. `run` answers a value per key
 * it found (a key it leaves out answers undefined). If a run of several keys fails, each key is run alone, so
 * one bad key (a recipe deleted meanwhile) fails only its own callers.
 *
 * `gather`: awaited before each run takes its keys. On PGlite a statement runs on the main thread and answers
 * before the next request is even read, so a run would never find a second key waiting; waiting for the
 * requests already read (`nextTurn`, after the I/O callbacks of this turn of the event loop) lets them join.
 *
 * `parallel`: how many runs may be under way at once (1: one after another). With more, keys asked while every
 * run is busy still wait for the next free one, but a burst is read by several smaller statements side by side
 * (a pool's connections) instead of queueing behind one large one.
 */
/** Resolves after the I/O callbacks of this turn of the event loop: the requests already read have asked. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function batched<V>(
  run: (keys: string[]) => Promise<Map<string, V>>,
  max = 500,
  gather?: () => Promise<void>,
  parallel = 1,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  let runners = 0;

  /** Runs these keys and answers their waiters (taken out of `waiting` by this run alone). */
  async function runAll(taken: Map<string, Waiter[]>): Promise<void> {
    const keys = [...taken.keys()];
    let found: Map<string, V>;
    try {
      found = await run(keys);
    } catch (err) {
      if (keys.length > 1) {
        for (const [key, list] of taken) await runAll(new Map([[key, list]]));
        return;
      }
      for (const waiter of taken.get(keys[0]!) ?? []) waiter.reject(err);
      return;
    }
    for (const [key, list] of taken) for (const waiter of list) waiter.resolve(found.get(key));
  }

  async function drain(): Promise<void> {
    runners++;
    try {
      for (;;) {
        if (gather) await gather();
        if (waiting.size === 0) break;
        const taken = new Map<string, Waiter[]>();
        for (const [key, list] of waiting) {
          if (taken.size === max) break;
          taken.set(key, list);
        }
        for (const key of taken.keys()) waiting.delete(key);
        if (waiting.size > 0 && runners < parallel) void drain();
        await runAll(taken);
      }
    } finally {
      runners--;
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const list = waiting.get(key) ?? [];
      list.push({ resolve, reject });
      waiting.set(key, list);
      if (runners < parallel) void drain();
    });
}
