import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/secrets';
import { createTokenService } from './token.service';

const SECRET = 'unit-secret-unit-secret-unit-secret-unit';
const NOW = new Date('2026-11-21T12:00:00Z');
const nowSec = NOW.getTime() / 1000;
const tokens = createTokenService({ secret: SECRET, accessTokenTtlSeconds: 900, now: () => NOW });
const key = new Uint8Array(deriveKey(SECRET, 'potluck:access-jwt'));

/** A token with our key and header, and the given claims over good defaults. */
function forge(claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) {
  const payload = {
    sub: '7',
    sid: 's-1',
    iss: 'potluck',
    aud: 'potluck-api',
    iat: nowSec,
    exp: nowSec + 600,
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', ...header }).sign(key);
}

describe('access token verification', () => {
  it('accepts its own tokens and a well-formed forged-with-our-key one', async () => {
    expect(await tokens.verify(await tokens.sign({ userId: 3, sessionId: 'abc' }))).toEqual({
      userId: 3,
      sessionId: 'abc',
    });
    expect(await tokens.verify(await forge())).toEqual({ userId: 7, sessionId: 's-1' });
  });

  it.each([
    ['expired', { exp: nowSec - 1 }],
    ['expiring this second', { exp: nowSec }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'other-api' }],
    ['no expiry', { exp: undefined }],
    ['no issued-at', { iat: undefined }],
    ['not yet valid', { nbf: nowSec + 60 }],
    ['a non-numeric subject', { sub: 'admin' }],
    ['a zero subject', { sub: '0' }],
    ['no session id', { sid: undefined }],
  ])('rejects a token with %s', async (_name, claims) => {
    expect(await tokens.verify(await forge(claims))).toBeNull();
  });

  it('accepts an audience list that includes ours', async () => {
    expect(await tokens.verify(await forge({ aud: ['x', 'potluck-api'] }))).not.toBeNull();
  });

  it('rejects critical headers, malformed parts and a re-encoded signature', async () => {
    expect(await tokens.verify(await forge({}, { crit: ['b64'], b64: true }))).toBeNull();
    const good = await forge();
    for (const bad of ['', 'a.b', `${good}.x`, good.replace(/\.[^.]+$/, '.'), `${good}=`, good.replace('.', '.+')]) {
      expect(await tokens.verify(bad)).toBeNull();
    }
  });
});
