import { ApiError } from '@potluck/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, TickQueue } from './tick-queue';

interface Call {
  itemId: number;
  completed: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A server whose answers the test releases one by one, in any order. */
function controlledServer() {
  const calls: Call[] = [];
  const send = (itemId: number, completed: boolean) =>
    new Promise<{ id: number; is_completed: boolean }>((resolve, reject) => {
      calls.push({ itemId, completed, resolve: () => resolve({ id: itemId, is_completed: completed }), reject });
    });
  return { calls, send };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('TickQueue', () => {
  it('sends the desired state and forgets the item once the server has it', async () => {
    const server = controlledServer();
    const queue = new TickQueue(server.send);
    const confirmed = vi.fn();
    queue.set(1, 10, true, confirmed);
    expect(queue.pending(1).get(10)).toBe(true);
    expect(server.calls.map((c) => [c.itemId, c.completed])).toEqual([[10, true]]);
    server.calls[0]!.resolve();
    await flush();
    expect(confirmed).toHaveBeenCalledWith({ id: 10, is_completed: true });
    expect(queue.pending(1).size).toBe(0);
  });

  it('never lets the answer to an older tap overwrite a newer one', async () => {
    const server = controlledServer();
    const queue = new TickQueue(server.send);
    const confirmed = vi.fn();
    queue.set(1, 10, true, confirmed);
    queue.set(1, 10, false, confirmed); // untick while the tick is out
    expect(server.calls).toHaveLength(1); // one request per item at a time
    server.calls[0]!.resolve(); // the stale "true" answer arrives
    await flush();
    expect(confirmed).not.toHaveBeenCalled();
    expect(queue.pending(1).get(10)).toBe(false);
    expect(server.calls[1]).toMatchObject({ itemId: 10, completed: false });
    server.calls[1]!.resolve();
    await flush();
    expect(confirmed).toHaveBeenCalledWith({ id: 10, is_completed: false });
    expect(queue.pending(1).size).toBe(0);
  });

  it('retries a failed tick with backoff until it goes through, keeping it on screen meanwhile', async () => {
    vi.useFakeTimers();
    const server = controlledServer();
    const queue = new TickQueue(server.send);
    const confirmed = vi.fn();
    queue.set(1, 10, true, confirmed);
    server.calls[0]!.reject(new ApiError(0, 'Network error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.isRetrying(1)).toBe(true);
    expect(queue.pending(1).get(10)).toBe(true);
    await vi.advanceTimersByTimeAsync(retryDelayMs(0) - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.reject(new ApiError(503, 'Service unavailable'));
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(server.calls[2]).toMatchObject({ completed: true });
    server.calls[2]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmed).toHaveBeenCalledOnce();
    expect(queue.isRetrying(1)).toBe(false);
  });

  it('a tap during the backoff is sent at once, with the newest state', async () => {
    vi.useFakeTimers();
    const server = controlledServer();
    const queue = new TickQueue(server.send);
    queue.set(1, 10, true, vi.fn());
    server.calls[0]!.reject(new ApiError(0, 'Network error'));
    await vi.advanceTimersByTimeAsync(0);
    queue.set(1, 10, false, vi.fn());
    expect(server.calls[1]).toMatchObject({ completed: false });
  });

  it('drops a tick the server refuses for good (the item is gone) and keeps items of other lists apart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = controlledServer();
    const queue = new TickQueue(server.send);
    queue.set(1, 10, true, vi.fn());
    queue.set(2, 20, true, vi.fn());
    expect([...queue.pending(1).keys()]).toEqual([10]);
    server.calls[0]!.reject(new ApiError(404, 'Shopping item not found'));
    await flush();
    expect(queue.pending(1).size).toBe(0);
    expect(queue.isRetrying(1)).toBe(false);
    expect(queue.pending(2).get(20)).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
