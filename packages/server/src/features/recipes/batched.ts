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
 */
/** Resolves after the I/O callbacks of this turn of the event loop: the requests already read have asked. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function batched<V>(
  run: (keys: string[]) => Promise<Map<string, V>>,
  max = 500,
  gather?: () => Promise<void>,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  let running = false;

  async function runAll(keys: string[]): Promise<void> {
    let found: Map<string, V>;
    try {
      found = await run(keys);
    } catch (err) {
      if (keys.length > 1) {
        for (const key of keys) await runAll([key]);
        return;
      }
      for (const waiter of waiters.get(keys[0]!) ?? []) waiter.reject(err);
      waiters.delete(keys[0]!);
      return;
    }
    for (const key of keys) {
      for (const waiter of waiters.get(key) ?? []) waiter.resolve(found.get(key));
      waiters.delete(key);
    }
  }

  /** The waiters of the keys taken into the current run. */
  const waiters = new Map<string, Waiter[]>();

  async function drain(): Promise<void> {
    running = true;
    try {
      for (;;) {
        if (gather) await gather();
        if (waiting.size === 0) break;
        const keys = [...waiting.keys()].slice(0, max);
        for (const key of keys) {
          waiters.set(key, waiting.get(key)!);
          waiting.delete(key);
        }
        await runAll(keys);
      }
    } finally {
      running = false;
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const list = waiting.get(key) ?? [];
      list.push({ resolve, reject });
      waiting.set(key, list);
      if (!running) void drain();
    });
}
