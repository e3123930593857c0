import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import { deriveKey } from '../../lib/secrets';
import { createTtlCache } from '../../lib/ttl-cache';

const ISSUER = 'potluck';
const AUDIENCE = 'potluck-api';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

interface Verified {
  claims: AccessClaims;
  /** Seconds since the epoch, as in the token. */
  exp: number;
  nbf: number;
}

/** Access tokens remembered as verified; the least recently used go first. */
const TOKENS_KEPT = 10_000;

/** HS256 access JWTs: sub = user id, sid = session id (checked against the database, see session.service.ts). */
export function createTokenService(config: Pick<Config, 'secret' | 'accessTokenTtlSeconds' | 'now'>) {
  const rawKey = deriveKey(config.secret, 'potluck:access-jwt');
  // Imported once: handing jose raw bytes makes it import the key again on every signature.
  const key = crypto.subtle.importKey('raw', new Uint8Array(rawKey), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  // Tokens whose signature was checked, by their whole text (an identical text has an identical signature):
  // a member's next requests skip the HMAC and the parsing; the validity window is checked every time.
  const verified = createTtlCache<Verified>({
    max: TOKENS_KEPT,
    ttlMs: config.accessTokenTtlSeconds * 1000,
    now: () => config.now().getTime(),
  });
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(config.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + config.accessTokenTtlSeconds)
        .sign(await key);
    },
    /**
     * null for anything not a valid, unexpired HS256 token of ours (alg=none and other algorithms included).
     * Verified with a synchronous HMAC rather than jose's WebCrypto path: it runs on every authenticated
     * request, and the WebCrypto round trip through the thread pool cost more than the rest of the check.
     */
    verify(token: string): Promise<AccessClaims | null> {
      return Promise.resolve(verifySync(token));
    },
  };

  function verifySync(token: string): AccessClaims | null {
    let known = verified.get(token);
    if (!known) {
      const decoded = decode(token);
      if (!decoded) return null;
      verified.set(token, (known = decoded), verified.generation);
    }
    const now = Math.floor(config.now().getTime() / 1000);
    return known.exp > now && known.nbf <= now ? known.claims : null;
  }

  /** The claims and validity window of a well-formed token of ours with a good signature; null otherwise. */
  function decode(token: string): Verified | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', rawKey).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const head = parseJson(header);
    const claims = parseJson(payload);
    if (!head || head.alg !== 'HS256' || head.crit !== undefined || !claims) return null;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== ISSUER || !audience.includes(AUDIENCE)) return null;
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    if (claims.nbf !== undefined && typeof claims.nbf !== 'number') return null;
    const userId = Number(claims.sub);
    if (
      typeof claims.sub !== 'string' ||
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof claims.sid !== 'string'
    )
      return null;
    return { claims: { userId, sessionId: claims.sid }, exp: claims.exp, nbf: claims.nbf ?? -Infinity };
  }
}
export type TokenService = ReturnType<typeof createTokenService>;
