import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/secrets';
import { type TestApp, type Tokens, createTestApp, signedIn } from '../../test/test-app';
import { authRequests } from './auth-requests.fixtures';

/** Access tokens: what they carry, how long they last, and that only our own signature passes. */
describe('access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { me, refresh } = authRequests(() => t.app);

  it('access tokens are HS256 JWTs for 15 minutes with the user id as subject', async () => {
    const user = await signedIn(t);
    const claims = decodeJwt(user.tokens.access_token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(typeof claims.sid).toBe('string');
  });

  it('access tokens expire after 15 minutes', async () => {
    const user = await signedIn(t);
    t.clock.advance(14 * 60_000);
    expect((await me(user.tokens.access_token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me(user.tokens.access_token)).statusCode).toBe(401);
    // The refresh token still works and yields a fresh access token.
    const pair = (await refresh(user.tokens.refresh_token)).json<Tokens>();
    expect((await me(pair.access_token)).statusCode).toBe(200);
  });

  describe('forged access tokens', () => {
    // Forged with the app's clock (tests move it), so only the signature is wrong.
    const now = () => Math.floor(t.clock.now().getTime() / 1000);
    const key = () => new Uint8Array(deriveKey(t.config.secret, 'potluck:access-jwt'));

    it('alg=none is rejected', async () => {
      const user = await signedIn(t);
      const { sid } = decodeJwt(user.tokens.access_token) as { sid: string };
      const token = new UnsecuredJWT({ sid })
        .setSubject(String(user.id))
        .setIssuer('potluck')
        .setAudience('potluck-api')
        .setIssuedAt(now())
        .setExpirationTime(now() + 600)
        .encode();
      expect((await me(token)).statusCode).toBe(401);
    });

    it('a wrong signature, another algorithm or a foreign key is rejected', async () => {
      const user = await signedIn(t);
      const { sid } = decodeJwt(user.tokens.access_token) as { sid: string };
      const sign = (alg: string, k: Uint8Array) =>
        new SignJWT({ sid })
          .setProtectedHeader({ alg })
          .setSubject(String(user.id))
          .setIssuer('potluck')
          .setAudience('potluck-api')
          .setIssuedAt(now())
          .setExpirationTime(now() + 600)
          .sign(k);
      const tampered =
        user.tokens.access_token.slice(0, -4) + (user.tokens.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      const forged = [
        await sign('HS256', new TextEncoder().encode('another-secret-another-secret-12345')),
        await sign('HS512', key()),
        tampered,
      ];
      for (const token of forged) expect((await me(token)).statusCode).toBe(401);
      // The same claims signed properly pass: the rejections above are about the signature alone.
      expect((await me(await sign('HS256', key()))).statusCode).toBe(200);
    });
  });
});
