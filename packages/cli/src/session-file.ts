import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, removeFile, writePrivateJson } from './private-file';

/**
 * Which server issued the stored tokens. Tokens are bearer secrets: they must never be sent to a
 * different server just because --server or the config changed after login.
 */
const sessionSchema = z.object({ server: z.string() });
export type Session = z.infer<typeof sessionSchema>;

export const tokensPath = (configDir: string) => join(configDir, 'tokens.json');
const sessionPath = (configDir: string) => join(configDir, 'session.json');

export async function readSession(configDir: string): Promise<Session | null> {
  const parsed = sessionSchema.safeParse(await readJsonFile(sessionPath(configDir)).catch(() => undefined));
  return parsed.success ? parsed.data : null;
}

export const writeSession = (configDir: string, session: Session) => writePrivateJson(sessionPath(configDir), session);

export const clearSession = (configDir: string) => removeFile(sessionPath(configDir));
