import type {
  FromRecipesInput,
  FromTemplateInput,
  ShoppingList,
  ShoppingListInput,
  ShoppingListUpdate,
} from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isAnalyticsKey, isListsKey, isTemplatesKey, shoppingKeys } from './keys';

/**
 * Lists: create (by hand, from recipes, from a template), update (status too), delete, save as template.
 * Each call puts the server's list in the detail cache and revalidates the summaries and analytics.
 */
export function useListMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(isListsKey);
    void mutate(isAnalyticsKey);
  };
  const store = async (list: ShoppingList) => {
    await mutate(shoppingKeys.list(list.id), list, { revalidate: false });
    refresh();
    return list;
  };
  return {
    create: async (body: ShoppingListInput) => store(await api.shopping.create({ body })),
    fromRecipes: async (body: FromRecipesInput) => store(await api.shopping.fromRecipes({ body })),
    fromTemplate: async (body: FromTemplateInput) => {
      const list = await store(await api.shopping.fromTemplate({ body }));
      void mutate(isTemplatesKey); // usage_count went up
      return list;
    },
    update: async (id: number, body: ShoppingListUpdate) => store(await api.shopping.update({ params: { id }, body })),
    remove: async (id: number) => {
      await api.shopping.remove({ params: { id } });
      await mutate(shoppingKeys.list(id), undefined, { revalidate: false });
      refresh();
    },
    saveAsTemplate: async (id: number, query: { template_name: string; category?: string; is_public?: boolean }) => {
      const template = await api.shopping.saveAsTemplate({ params: { id }, query });
      void mutate(isTemplatesKey);
      return template;
    },
  };
}
