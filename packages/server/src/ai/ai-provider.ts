import type { z } from 'zod';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** One structured request: the answer must be JSON matching `schema` (validated, retried once). */
export interface AiRequest<S extends z.ZodType> {
  /** Names the JSON schema sent to providers that support structured output. */
  name: string;
  schema: S;
  messages: AiMessage[];
  maxTokens?: number;
  temperature?: number;
}

export interface AiResult<T> {
  data: T;
  usage: AiUsage;
}

/**
 * What every AI feature talks to. One implementation speaks the OpenAI chat API, which OpenAI and compatible
 * servers (Ollama, vLLM, LM Studio) share; tests point it at a local fake.
 */
export interface AiProvider {
  readonly model: string;
  complete<S extends z.ZodType>(request: AiRequest<S>): Promise<AiResult<z.output<S>>>;
  /** A cheap authenticated call that proves the key and base URL work. */
  ping(): Promise<void>;
}

/** Why a provider call failed, in terms the API maps to the spec's catalogue. */
export type AiFailureKind = 'invalid_key' | 'rate_limited' | 'unavailable' | 'malformed' | 'not_configured' | 'quota';

export class AiFailure extends Error {
  override name = 'AiFailure';
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
