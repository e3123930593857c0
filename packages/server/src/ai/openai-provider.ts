import OpenAI from 'openai';
import { z } from 'zod';
import { AiFailure, type AiProvider, type AiRequest, type AiResult, type AiUsage } from './ai-provider';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The provider's errors, sorted into the few kinds the API answers differently (spec 000 §8). */
export function classifyProviderError(err: unknown): AiFailure {
  if (err instanceof AiFailure) return err;
  if (err instanceof OpenAI.APIError && err.status !== undefined) {
    if (err.status === 401 || err.status === 403)
      return new AiFailure('invalid_key', 'The AI provider refused the API key');
    if (err.status === 429) {
      const retry = Number(err.headers?.get?.('retry-after'));
      return new AiFailure(
        'rate_limited',
        'The AI provider is rate limiting requests',
        Number.isFinite(retry) && retry > 0 ? retry : 30,
      );
    }
    if (err.status === 404)
      return new AiFailure('unavailable', 'The AI model was not found at the configured base URL');
    return new AiFailure('unavailable', `The AI provider answered ${err.status}`);
  }
  // APIConnectionError, APIConnectionTimeoutError, aborts and DNS failures: the provider is out of reach.
  return new AiFailure('unavailable', 'The AI provider could not be reached');
}

function readJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  // Some compatible servers wrap JSON in a Markdown fence despite response_format.
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(text.trim());
  try {
    return JSON.parse(fenced ? fenced[1]! : text);
  } catch {
    return undefined;
  }
}

/** OpenAI chat completions with a JSON schema response format; a malformed answer is asked for once more. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    // Retries are ours (one, on a malformed answer); a 429 or outage goes back to the member at once.
    maxRetries: 0,
  });

  async function attempt<S extends z.ZodType>(
    request: AiRequest<S>,
  ): Promise<{ parsed: z.ZodSafeParseResult<z.output<S>>; usage: AiUsage }> {
    const completion = await client.chat.completions.create({
      model: options.model,
      messages: request.messages,
      temperature: request.temperature ?? 0.4,
      max_tokens: request.maxTokens ?? 1500,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: request.name,
          schema: z.toJSONSchema(request.schema, { io: 'input' }) as Record<string, unknown>,
          strict: false,
        },
      },
    });
    const usage = {
      prompt_tokens: completion.usage?.prompt_tokens ?? 0,
      completion_tokens: completion.usage?.completion_tokens ?? 0,
    };
    return { parsed: request.schema.safeParse(readJson(completion.choices[0]?.message?.content)), usage };
  }

  return {
    model: options.model,
    async complete<S extends z.ZodType>(request: AiRequest<S>): Promise<AiResult<z.output<S>>> {
      try {
        const first = await attempt(request);
        if (first.parsed.success) return { data: first.parsed.data, usage: first.usage };
        const second = await attempt(request);
        const usage = {
          prompt_tokens: first.usage.prompt_tokens + second.usage.prompt_tokens,
          completion_tokens: first.usage.completion_tokens + second.usage.completion_tokens,
        };
        if (second.parsed.success) return { data: second.parsed.data, usage };
        throw new AiFailure('malformed', 'The AI answer could not be read');
      } catch (err) {
        throw classifyProviderError(err);
      }
    },
    async ping() {
      try {
        await client.models.list();
      } catch (err) {
        throw classifyProviderError(err);
      }
    },
  };
}
