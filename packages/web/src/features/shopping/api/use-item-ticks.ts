import type { ShoppingItem, ShoppingList } from '@potluck/api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isListsKey, shoppingKeys } from './keys';
import { TickQueue } from './tick-queue';

/** One queue for the whole app: a tick still on its way survives leaving the list. */
const ticks = new TickQueue<ShoppingItem>((id, completed) =>
  api.shopping.toggleItem({ params: { id }, body: { is_completed: completed } }),
);

/**
 * Ticking items of one list (POST /shopping/items/{id}/toggle with the desired state). The tick shows at
 * once: `withTicks` lays the ticks not yet confirmed over whatever the server last sent, so neither a
 * refetch nor a late answer can bring back an old state. Confirmed answers update the cached list in place
 * (items keep their order) and refresh the list summaries.
 */
export function useItemTicks(listId: number | null) {
  const { mutate } = useSWRConfig();
  useSyncExternalStore(ticks.subscribe, ticks.getVersion, ticks.getVersion);

  useEffect(() => {
    const onOnline = () => ticks.retryAll();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const toggle = useCallback(
    (itemId: number, completed: boolean) => {
      if (listId === null) return;
      ticks.set(listId, itemId, completed, (item) => {
        void mutate<ShoppingList>(
          shoppingKeys.list(listId),
          (list) =>
            list && {
              ...list,
              items: list.items.map((it) => (it.id === item.id ? { ...it, is_completed: item.is_completed } : it)),
            },
          { revalidate: false },
        );
        void mutate(isListsKey);
      });
    },
    [listId, mutate],
  );

  const pending = listId === null ? new Map<number, boolean>() : ticks.pending(listId);
  return {
    toggle,
    /** The list as the member sees it: unconfirmed ticks applied, counts recomputed from the items. */
    withTicks: (list: ShoppingList): ShoppingList => applyTicks(list, pending),
    /** Some tick is waiting for the connection to come back. */
    retrying: listId !== null && ticks.isRetrying(listId),
  };
}

export function applyTicks(list: ShoppingList, pending: ReadonlyMap<number, boolean>): ShoppingList {
  const items =
    pending.size === 0
      ? list.items
      : list.items.map((item) => {
          const desired = pending.get(item.id);
          return desired === undefined || desired === item.is_completed ? item : { ...item, is_completed: desired };
        });
  const completed = items.filter((item) => item.is_completed).length;
  const percent = items.length === 0 ? 0 : Math.round((completed * 100) / items.length);
  return { ...list, items, total_items: items.length, completed_items: completed, completion_percentage: percent };
}
