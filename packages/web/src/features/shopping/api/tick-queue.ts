import { ApiError } from '@potluck/api';

/** Sends the state an item should have (POST /shopping/items/{id}/toggle with is_completed) and returns the item. */
export type SendTick<T> = (itemId: number, completed: boolean) => Promise<T>;

interface Entry<T> {
  listId: number;
  /** What the member wants now (the latest tap). */
  desired: boolean;
  /** A request is out; a newer tap waits for it and then sends its own state. */
  inFlight: boolean;
  attempt: number;
  /** The last attempt failed and the next is scheduled. */
  retrying: boolean;
  onConfirmed: (item: T) => void;
}

/** Waits between attempts while a connection is flaky: 0.5 s, 1 s, 2 s … at most 8 s. */
export const retryDelayMs = (attempt: number): number => Math.min(8000, 500 * 2 ** attempt);

/** A 4xx other than a timeout or a rate limit will not change on retry (the item was deleted, the list is not yours). */
const isFinal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/**
 * Ticks in a shop with a flaky connection (spec 001 §4, issue 15). The screen shows a tick at once from
 * `pending`; this queue brings the server round to it:
 * - it sends the desired state, never a flip, so a retried request cannot revive or undo a tick;
 * - one request per item at a time: a tap made while one is out is sent after it, so the server sees
 *   the taps in order and the last one wins;
 * - an answer for a state that is no longer wanted is ignored (the newer tap's own answer follows);
 * - failures are retried with backoff until they go through (and at once when the browser is back online);
 * - it lives outside any component, so leaving the list does not lose a tick still on its way.
 */
export class TickQueue<T> {
  private readonly entries = new Map<number, Entry<T>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly send: SendTick<T>) {}

  /** The member ticked (or unticked) an item. `onConfirmed` gets the server's item once it has the latest state. */
  set(listId: number, itemId: number, completed: boolean, onConfirmed: (item: T) => void): void {
    const entry = this.entries.get(itemId);
    if (entry) {
      entry.desired = completed;
      entry.onConfirmed = onConfirmed;
      // A scheduled retry goes now: the member is here and the new state should not wait for the backoff.
      if (entry.retrying) this.retryNow(itemId);
    } else {
      this.entries.set(itemId, {
        listId,
        desired: completed,
        inFlight: false,
        attempt: 0,
        retrying: false,
        onConfirmed,
      });
      void this.run(itemId);
    }
    this.changed();
  }

  /** Item id → the state shown until the server has it, for one list. */
  pending(listId: number): ReadonlyMap<number, boolean> {
    const result = new Map<number, boolean>();
    for (const [itemId, entry] of this.entries) if (entry.listId === listId) result.set(itemId, entry.desired);
    return result;
  }

  /** Whether some tick of the list is waiting for a retry (the connection failed). */
  isRetrying(listId: number): boolean {
    for (const entry of this.entries.values()) if (entry.listId === listId && entry.retrying) return true;
    return false;
  }

  /** Send every waiting retry now (the browser says it is online again). */
  retryAll(): void {
    for (const [itemId, entry] of this.entries) if (entry.retrying) this.retryNow(itemId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever `pending` or `isRetrying` might answer differently. */
  getVersion = (): number => this.version;

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private retryNow(itemId: number) {
    clearTimeout(this.timers.get(itemId));
    this.timers.delete(itemId);
    void this.run(itemId);
  }

  private async run(itemId: number): Promise<void> {
    const entry = this.entries.get(itemId);
    if (!entry || entry.inFlight) return;
    entry.inFlight = true;
    entry.retrying = false;
    const sent = entry.desired;
    try {
      const item = await this.send(itemId, sent);
      entry.inFlight = false;
      entry.attempt = 0;
      if (entry.desired !== sent) {
        // Tapped again while this was out: this answer is already stale, send the newer state.
        void this.run(itemId);
        return;
      }
      this.entries.delete(itemId);
      entry.onConfirmed(item);
    } catch (error) {
      entry.inFlight = false;
      if (isFinal(error)) {
        this.entries.delete(itemId);
        console.warn('Shopping item tick not saved', error);
      } else {
        entry.retrying = true;
        this.timers.set(
          itemId,
          setTimeout(() => this.retryNow(itemId), retryDelayMs(entry.attempt++)),
        );
      }
    }
    this.changed();
  }
}
