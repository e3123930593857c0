import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: refresh tokens and invitation tokens. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this hash; a database leak yields nothing usable. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Separate keys per purpose, all derived from the one POTLUCK_SECRET. */
export const deriveKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(purpose).digest();

export const hmacToken = (secret: string, purpose: string, message: string): string =>
  createHmac('sha256', deriveKey(secret, purpose)).update(message).digest('base64url');

/**
 * AES-256-GCM with a key derived from POTLUCK_SECRET for `purpose`: provider keys are stored encrypted at
 * rest, so a copy of the database alone does not leak them. Output: base64url of iv (12) | tag (16) | data.
 */
export function sealSecret(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The plaintext, or null when the box was sealed with another secret or tampered with. */
export function openSecret(secret: string, purpose: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
