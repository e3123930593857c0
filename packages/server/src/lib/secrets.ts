import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: refresh tokens and invitation tokens. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this hash; a database leak yields nothing usable. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Separate keys per purpose, all derived from the one POTLUCK_SECRET. */
export const deriveKey = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

export const hmacToken = (secret: string, purpose: string, message: string): string =>
  createHmac('sha256', deriveKey(secret, purpose)).update(message).digest('base64url');
