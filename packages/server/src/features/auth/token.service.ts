import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { deriveKey } from '../../lib/secrets';

const ISSUER = 'potluck';
const AUDIENCE = 'potluck-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** HS256 access JWTs: sub = user id, sid = session id (checked against the database on every request). */
export function createTokenService(config: Pick<Config, 'secret' | 'accessTokenTtlSeconds' | 'now'>) {
  const key = new Uint8Array(deriveKey(config.secret, 'potluck:access-jwt'));
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
        .sign(key);
    },
    /** null for anything not a valid, unexpired HS256 token of ours (alg=none and other algorithms included). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: config.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
