import type { ShoppingItem, ShoppingItemInput, ShoppingItemUpdate, ShoppingList } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isListsKey, shoppingKeys } from './keys';

/**
 * Add, edit and delete items of one list. An edit replaces the item where it stands (the list never jumps);
 * an added item is fetched back with the list so it lands in its category's place in the store walk.
 */
export function useItemMutations(listId: number) {
  const { mutate } = useSWRConfig();
  const key = shoppingKeys.list(listId);
  const replace = (item: ShoppingItem) =>
    mutate<ShoppingList>(
      key,
      (list) => list && { ...list, items: list.items.map((it) => (it.id === item.id ? item : it)) },
      { revalidate: false },
    );
  return {
    add: async (body: ShoppingItemInput) => {
      const item = await api.shopping.addItem({ params: { id: listId }, body });
      await mutate(key);
      void mutate(isListsKey);
      return item;
    },
    update: async (id: number, body: ShoppingItemUpdate) => {
      const item = await api.shopping.updateItem({ params: { id }, body });
      await replace(item);
      return item;
    },
    /** Moves the item to another category and teaches the suggestions (POST …/learn-category). */
    recategorize: async (id: number, oldCategory: string, newCategory: string) => {
      const item = await api.shopping.learnCategory({
        params: { id },
        query: { old_category: oldCategory, new_category: newCategory },
      });
      await mutate(key);
      return item;
    },
    remove: async (id: number) => {
      await mutate<ShoppingList>(
        key,
        async (list) => {
          await api.shopping.removeItem({ params: { id } });
          return list && { ...list, items: list.items.filter((it) => it.id !== id) };
        },
        { revalidate: false },
      );
      void mutate(isListsKey);
    },
  };
}
