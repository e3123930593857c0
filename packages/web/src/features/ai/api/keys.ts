/** SWR keys of AI data: the recipe page, the create page and System Settings revalidate the same entries. */
export const aiKeys = {
  status: ['ai-status'] as const,
  keyStatus: ['ai-key-status'] as const,
  usage: (days: number) => ['ai-usage', days] as const,
};
