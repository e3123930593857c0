import { z } from 'zod';

export const versionSchema = z.object({
  version_number: z.number().int(),
  change_summary: z.string().nullable(),
  is_current: z.boolean(),
  created_at: z.string(),
});
export type RecipeVersion = z.infer<typeof versionSchema>;
