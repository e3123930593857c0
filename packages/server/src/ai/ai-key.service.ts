import { type OpenaiKeyStatus } from '@potluck/api';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { appSettings } from '../db/schema/index';
import { openSecret, sealSecret } from '../lib/secrets';
import type { AiProvider } from './ai-provider';
import { AiFailure } from './ai-provider';
import { createOpenAiProvider } from './openai-provider';

const SETTING = 'ai_provider';
const PURPOSE = 'ai-provider-key';
/** A key that worked (or failed) this recently is not pinged again for GET /ai/status. */
const RETEST_AFTER_MS = 15 * 60_000;

type Connectivity = OpenaiKeyStatus['connectivity'];
interface StoredProvider {
  sealed_key?: string;
  key_preview?: string;
  base_url?: string | null;
  model?: string | null;
  connectivity?: Connectivity;
}

/** The ends of a key, cut by code points: half a surrogate pair is not text the database stores. */
export function keyPreview(key: string): string {
  const chars = Array.from(key);
  const ends = chars.length <= 8 ? [chars.slice(0, 2), []] : [chars.slice(0, 3), chars.slice(-4)];
  return `${ends[0]!.join('')}...${ends[1]!.join('')}`;
}

const UNTESTED: Connectivity = { status: 'untested', message: 'Connection not tested yet', last_tested: null };

/**
 * The AI provider key: saved by an admin (sealed with the server secret, never returned) or given by
 * OPENAI_API_KEY, which overrides it. Keeps the last connectivity result so members see whether AI works.
 */
export function createAiKeyService(ctx: AppContext, deps: { providerFactory?: typeof createOpenAiProvider } = {}) {
  const { db, config } = ctx;
  const factory = deps.providerFactory ?? createOpenAiProvider;
  let cached: { fingerprint: string; provider: AiProvider } | null = null;

  async function stored(): Promise<StoredProvider> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
    return (row?.value as StoredProvider | undefined) ?? {};
  }

  async function save(value: StoredProvider): Promise<void> {
    const now = config.now();
    await db
      .insert(appSettings)
      .values({ key: SETTING, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  }

  /** The key, base URL and model in force: the environment first, then the admin's saved settings. */
  async function effective() {
    const s = await stored();
    const envKey = config.ai.envApiKey;
    const key = envKey ?? (s.sealed_key ? openSecret(config.secret, PURPOSE, s.sealed_key) : null);
    return {
      key,
      source: envKey ? ('environment' as const) : key ? ('settings' as const) : ('none' as const),
      baseUrl: config.ai.envBaseUrl ?? s.base_url ?? null,
      model: config.ai.envModel ?? s.model ?? config.ai.defaultModel,
      connectivity: s.connectivity ?? UNTESTED,
      stored: s,
    };
  }

  async function recordConnectivity(connectivity: Connectivity): Promise<void> {
    await save({ ...(await stored()), connectivity });
  }

  async function provider(): Promise<AiProvider | null> {
    const e = await effective();
    if (!e.key) return null;
    const fingerprint = `${e.key}\u0000${e.baseUrl ?? ''}\u0000${e.model}`;
    if (cached?.fingerprint !== fingerprint) {
      cached = {
        fingerprint,
        provider: factory({
          apiKey: e.key,
          baseUrl: e.baseUrl ?? undefined,
          model: e.model,
          timeoutMs: config.ai.timeoutMs,
        }),
      };
    }
    return cached.provider;
  }

  /** POST /admin/test-api-key, and the lazy check behind GET /ai/status. */
  async function test(): Promise<Connectivity> {
    const p = await provider();
    const last_tested = config.now().toISOString();
    if (!p) return UNTESTED;
    let result: Connectivity;
    try {
      await p.ping();
      result = { status: 'working', message: 'The AI provider answered with this key', last_tested };
    } catch (err) {
      const kind = err instanceof AiFailure ? err.kind : 'unavailable';
      const message =
        kind === 'invalid_key'
          ? 'The AI provider refused this API key'
          : kind === 'rate_limited'
            ? 'The AI provider is rate limiting this key'
            : 'The AI provider could not be reached';
      result = { status: 'not_working', message, last_tested };
    }
    await recordConnectivity(result);
    return result;
  }

  async function status(): Promise<OpenaiKeyStatus> {
    const e = await effective();
    const configured = e.key !== null;
    return {
      configured,
      message: configured
        ? e.source === 'environment'
          ? 'OpenAI API key is configured (set by OPENAI_API_KEY)'
          : 'OpenAI API key is configured'
        : 'OpenAI API key is not configured',
      key_preview: e.key ? keyPreview(e.key) : null,
      source: e.source,
      base_url: e.baseUrl,
      model: e.model,
      connectivity: configured ? e.connectivity : UNTESTED,
    };
  }

  return {
    status,
    provider,
    test,
    recordConnectivity,
    /** Whether members can use AI now; tests a never-tested or stale key first (bounded by RETEST_AFTER_MS). */
    async available(): Promise<boolean> {
      const e = await effective();
      if (!e.key) return false;
      const last = e.connectivity.last_tested ? Date.parse(e.connectivity.last_tested) : 0;
      const fresh = config.now().getTime() - last < RETEST_AFTER_MS;
      const connectivity = e.connectivity.status !== 'untested' && fresh ? e.connectivity : await test();
      return connectivity.status === 'working';
    },
    /** PUT /admin/openai-key: seal and store, then test at once so the admin sees whether it works. */
    async update(input: { openai_api_key: string; base_url?: string | null; model?: string | null }) {
      const s = await stored();
      await save({
        ...s,
        sealed_key: sealSecret(config.secret, PURPOSE, input.openai_api_key),
        key_preview: keyPreview(input.openai_api_key),
        base_url: input.base_url ?? null,
        model: input.model ?? null,
        connectivity: UNTESTED,
      });
      const connectivity = await test();
      return {
        success: true,
        message:
          connectivity.status === 'working'
            ? 'API key updated and verified'
            : `API key saved, but the connection test failed: ${connectivity.message}`,
      };
    },
  };
}
export type AiKeyService = ReturnType<typeof createAiKeyService>;
