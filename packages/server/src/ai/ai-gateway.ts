import type { AiFeature } from '@potluck/api';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { aiCalls } from '../db/schema/index';
import { HttpError, tooManyRequests } from '../http/http-error';
import type { AiKeyService } from './ai-key.service';
import { AiFailure, type AiRequest } from './ai-provider';

/** Details of AI failures; the clients turn them into the spec's friendly texts (packages/api messages). */
export const AI_DETAILS = {
  notConfigured: 'AI features are not configured. Ask an admin to add an AI provider API key in System Settings.',
  invalidKey: 'The AI provider rejected the API key. Ask an admin to update it in System Settings.',
  providerRateLimited: 'The AI provider is rate limiting requests. Please wait a moment and try again.',
  unavailable: 'The AI provider is unavailable right now. Please try again in a few minutes.',
  malformed: 'The AI answer could not be read. Please try again.',
  perMinute: (n: number) => `Too many AI requests: at most ${n} per minute. Please wait a moment and try again.`,
  perDay: (n: number) => `You have used today's ${n} AI requests. Please try again tomorrow.`,
  tooLong: (n: number) => `That is too much text for the AI chef: at most ${n} characters.`,
} as const;

export function toHttpError(failure: AiFailure): HttpError {
  switch (failure.kind) {
    case 'invalid_key':
      return new HttpError(400, AI_DETAILS.invalidKey);
    case 'rate_limited':
      return tooManyRequests(AI_DETAILS.providerRateLimited, failure.retryAfterSeconds ?? 30);
    case 'malformed':
      return new HttpError(502, AI_DETAILS.malformed);
    case 'not_configured':
      return new HttpError(503, AI_DETAILS.notConfigured);
    default:
      return new HttpError(503, AI_DETAILS.unavailable);
  }
}

/**
 * Every AI call of every feature goes through here (OWASP API4): per-member limits per minute and per day
 * counted in ai_calls (so they hold across processes), an input size cap, the provider's timeout, one log
 * row and line per call, and provider failures mapped to HTTP errors.
 */
/** The AI chef's features that answer for the member (not parsing their text or counting nutrients). */
const PERSONAL_FEATURES: ReadonlySet<AiFeature> = new Set([
  'recipe_enhancement',
  'ingredient_suggestions',
  'recommendations',
  'chef_questions',
  'famous_chefs',
  'cooking_assistant',
]);

export interface AiGatewayDeps {
  keys: AiKeyService;
  /** The member's cooking preferences as a system-prompt paragraph (null: none saved). */
  personalise?: (userId: number) => Promise<string | null>;
}

export function createAiGateway(ctx: AppContext, deps: AiGatewayDeps) {
  const { db, config, log } = ctx;

  async function checkLimits(userId: number, request: AiRequest<z.ZodType>): Promise<void> {
    const chars = request.messages.filter((m) => m.role === 'user').reduce((n, m) => n + m.content.length, 0);
    if (chars > config.ai.maxInputChars) throw new HttpError(413, AI_DETAILS.tooLong(config.ai.maxInputChars));
    // Both windows in one statement (the user/time index serves it): this runs before every provider call.
    const now = config.now().getTime();
    const [row] = await db
      .select({
        minute: sql<number>`count(*) FILTER (WHERE ${aiCalls.createdAt} >= ${new Date(now - 60_000).toISOString()})::int`,
        day: sql<number>`count(*)::int`,
      })
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, userId), gte(aiCalls.createdAt, new Date(now - 24 * 3600_000))));
    if ((row?.minute ?? 0) >= config.ai.callsPerMinute)
      throw tooManyRequests(AI_DETAILS.perMinute(config.ai.callsPerMinute), 60);
    if ((row?.day ?? 0) >= config.ai.callsPerDay) throw tooManyRequests(AI_DETAILS.perDay(config.ai.callsPerDay), 3600);
  }

  return {
    async run<S extends z.ZodType>(userId: number, feature: AiFeature, request: AiRequest<S>): Promise<z.output<S>> {
      const provider = await deps.keys.provider();
      if (!provider) throw toHttpError(new AiFailure('not_configured', 'No AI provider key'));
      await checkLimits(userId, request);
      const personal = PERSONAL_FEATURES.has(feature) && deps.personalise ? await deps.personalise(userId) : null;
      if (personal) request = withPreferences(request, personal);
      const started = performance.now();
      const record = async (
        ok: boolean,
        tokens: { prompt_tokens: number; completion_tokens: number },
        error?: string,
      ) => {
        const latencyMs = Math.round(performance.now() - started);
        await db.insert(aiCalls).values({
          userId,
          feature,
          ok,
          error: error ?? null,
          promptTokens: tokens.prompt_tokens,
          completionTokens: tokens.completion_tokens,
          latencyMs,
          createdAt: config.now(),
        });
        log.info({ ai: { userId, feature, ok, error, latencyMs, model: provider.model, ...tokens } }, 'AI call');
      };
      try {
        const result = await provider.complete(request);
        await record(true, result.usage);
        return result.data;
      } catch (err) {
        const failure = err instanceof AiFailure ? err : new AiFailure('unavailable', String(err));
        await record(false, { prompt_tokens: 0, completion_tokens: 0 }, failure.kind);
        if (failure.kind === 'invalid_key') {
          await deps.keys.recordConnectivity({
            status: 'not_working',
            message: 'The AI provider refused this API key',
            last_tested: config.now().toISOString(),
          });
        }
        throw toHttpError(failure);
      }
    },
  };
}
/** The preferences go right after the feature's own system message, before the member's words. */
function withPreferences<S extends z.ZodType>(request: AiRequest<S>, text: string): AiRequest<S> {
  const firstNonSystem = request.messages.findIndex((m) => m.role !== 'system');
  const at = firstNonSystem === -1 ? request.messages.length : firstNonSystem;
  const messages = [...request.messages];
  messages.splice(at, 0, { role: 'system', content: text });
  return { ...request, messages };
}

export type AiGateway = ReturnType<typeof createAiGateway>;
