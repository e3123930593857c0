import { join } from 'node:path';
import { z } from 'zod';
import type { ConfigKey } from './config-keys';
import { UserError } from './errors';
import { readJsonFile, writePrivateJson } from './private-file';

export const DEFAULT_SERVER = 'http://localhost:3000';

/** An http(s) origin, optionally with a path prefix (reverse proxies); stored without a trailing slash. */
export const serverUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }))
  .transform((url) => url.replace(/\/+$/, ''));

/** How each settable key's value is checked. */
export const configKeySchemas = { server: serverUrlSchema } satisfies Record<ConfigKey, z.ZodType<string, string>>;

// Unknown keys are kept (loose) so a newer potluck's settings survive a write by an older one.
const configFileSchema = z.looseObject({ server: serverUrlSchema.optional() });
export type Config = z.infer<typeof configFileSchema>;

export const configPath = (configDir: string) => join(configDir, 'config.json');

export async function readConfig(configDir: string): Promise<Config> {
  const path = configPath(configDir);
  const raw = (await readJsonFile(path)) ?? {};
  const parsed = configFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(
      `${path}: ${issue?.path.join('.') || 'file'} ${issue?.message ?? 'is invalid'}. Fix it with \`potluck config set\`.`,
    );
  }
  return parsed.data;
}

/** Validates one value for its key; the error names the key so the user knows what to retype. */
export function parseConfigValue(key: ConfigKey, value: string): string {
  const parsed = configKeySchemas[key].safeParse(value);
  if (!parsed.success)
    throw new UserError(`Invalid ${key} "${value}": ${parsed.error.issues[0]?.message ?? 'invalid value'}.`);
  return parsed.data;
}

export async function updateConfig(configDir: string, change: (config: Config) => Config): Promise<Config> {
  const next = change(await readConfig(configDir));
  await writePrivateJson(configPath(configDir), next);
  return next;
}
