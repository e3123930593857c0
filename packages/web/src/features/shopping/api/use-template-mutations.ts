import type { TemplateInput, TemplateUpdate } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isTemplatesKey } from './keys';

/** Create, update and delete templates (owner only on the server); every template list is revalidated. */
export function useTemplateMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate(isTemplatesKey);
  return {
    create: async (body: TemplateInput) => {
      const template = await api.shoppingTemplates.create({ body });
      refresh();
      return template;
    },
    update: async (id: number, body: TemplateUpdate) => {
      const template = await api.shoppingTemplates.update({ params: { id }, body });
      refresh();
      return template;
    },
    remove: async (id: number) => {
      await api.shoppingTemplates.remove({ params: { id } });
      refresh();
    },
  };
}
