import { z } from 'zod';

const tip = z.string().trim().min(1).max(500);

/** Spec 000 §3: AI suggestions of a recipe (recommendations panel). */
export const aiSuggestionsSchema = z.object({
  cooking_tips: z.array(tip).max(12),
  ingredient_substitutions: z
    .array(
      z.object({
        original: z.string().trim().min(1).max(200),
        substitute: z.string().trim().min(1).max(200),
        note: z.string().max(500).nullable(),
      }),
    )
    .max(12),
  nutritional_highlights: z.array(tip).max(12),
  storage_instructions: z.string().max(1000).nullable(),
});
export type AiSuggestions = z.output<typeof aiSuggestionsSchema>;

export const TOOL_CATEGORIES = ['mixing', 'baking', 'cooking', 'measuring', 'cutting', 'serving'] as const;

/** Spec 000 §3: Required tool. */
export const requiredToolSchema = z.object({
  tool_name: z.string().trim().min(1).max(100),
  category: z.enum(TOOL_CATEGORIES),
  is_essential: z.boolean(),
  alternative: z.string().max(200).nullable(),
});
export type RequiredTool = z.output<typeof requiredToolSchema>;

/** What generating recommendations returns and what is saved on the recipe's ai_suggestions_json. */
export const recipeRecommendationsSchema = aiSuggestionsSchema.extend({
  required_tools: z.array(requiredToolSchema).max(20),
});
export type RecipeRecommendations = z.output<typeof recipeRecommendationsSchema>;

export const AI_FEATURES = [
  'recipe_parsing',
  'recipe_enhancement',
  'ingredient_suggestions',
  'recommendations',
  'chef_questions',
  'famous_chefs',
  'cooking_assistant',
  'nutrition_analysis',
] as const;
export type AiFeature = (typeof AI_FEATURES)[number];

/** GET /ai/status: ai_available only with a configured key that last answered (or was never tested yet). */
export const aiStatusSchema = z.object({
  ai_available: z.boolean(),
  provider: z.enum(['openai-compatible', 'none']),
  /** recipe_parsing stays true without a key: the built-in parser reads pasted text. */
  features: z.record(z.enum(AI_FEATURES), z.boolean()),
  message: z.string(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const connectivitySchema = z.object({
  status: z.enum(['working', 'not_working', 'untested']),
  message: z.string(),
  last_tested: z.string().nullable(),
});

/** Spec 001 §3 API key status; the key itself never leaves the server, only key_preview ('sk-...abcd'). */
export const openaiKeyStatusSchema = z.object({
  configured: z.boolean(),
  message: z.string(),
  key_preview: z.string().nullable(),
  /** 'settings' when an admin saved it, 'environment' when OPENAI_API_KEY overrides it. */
  source: z.enum(['settings', 'environment', 'none']),
  base_url: z.string().nullable(),
  model: z.string(),
  connectivity: connectivitySchema,
});
export type OpenaiKeyStatus = z.infer<typeof openaiKeyStatusSchema>;

export const AI_KEY_MESSAGES = {
  required: 'Please enter an API key',
  mustStartWithSk: 'OpenAI API key must start with "sk-"',
  printableAscii: 'An API key contains only printable ASCII characters (letters, digits and symbols, no spaces)',
  updateFailed: 'Failed to update API key',
  testCompleted: 'Connection test completed',
  testFailed: 'Failed to test connection',
} as const;

const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .url({ protocol: /^https?$/, error: 'Base URL must be an http or https URL' })
    .max(500)
    .nullish(),
);

/**
 * PUT /admin/openai-key. The 'sk-' rule is OpenAI's; a compatible server (Ollama, vLLM) at a custom
 * base_url may use any key, so the rule applies only without one.
 */
export const updateOpenaiKeySchema = z
  .object({
    openai_api_key: z
      .string({ error: AI_KEY_MESSAGES.required })
      .trim()
      .min(1, { message: AI_KEY_MESSAGES.required, abort: true })
      .max(500)
      // Every provider's keys are; anything else is a paste gone wrong (and no header could carry it).
      .regex(/^[\x21-\x7e]+$/, { message: AI_KEY_MESSAGES.printableAscii, abort: true }),
    base_url: optionalUrl,
    model: z.string().trim().min(1).max(100).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.openai_api_key && !v.base_url && !v.openai_api_key.startsWith('sk-')) {
      ctx.addIssue({ code: 'custom', path: ['openai_api_key'], message: AI_KEY_MESSAGES.mustStartWithSk });
    }
  });

export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });

/** GET/PUT /admin/api-keys: every provider key the server knows (one today), as previews. */
export const apiKeysSchema = z.object({
  openai: z.object({
    configured: z.boolean(),
    key_preview: z.string().nullable(),
    base_url: z.string().nullable(),
    model: z.string(),
  }),
});
export const updateApiKeysSchema = z.object({ openai: updateOpenaiKeySchema });

/** Admin: what AI calls cost, per feature and member, from the call log. */
export const aiUsageSchema = z.object({
  since: z.string(),
  calls: z.number().int(),
  failed: z.number().int(),
  tokens: z.number().int(),
  by_feature: z.array(
    z.object({
      feature: z.string(),
      calls: z.number().int(),
      tokens: z.number().int(),
      avg_latency_ms: z.number().int(),
    }),
  ),
  by_user: z.array(
    z.object({ user_id: z.number().int(), username: z.string(), calls: z.number().int(), tokens: z.number().int() }),
  ),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;
