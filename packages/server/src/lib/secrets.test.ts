import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secrets';

const SECRET = 'x'.repeat(48);

describe('sealSecret / openSecret', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = sealSecret(SECRET, 'ai-key', 'sk-live-abcdef');
    expect(sealed).not.toContain('sk-live');
    expect(openSecret(SECRET, 'ai-key', sealed)).toBe('sk-live-abcdef');
  });
  it('uses a fresh IV each time', () => {
    expect(sealSecret(SECRET, 'ai-key', 'same')).not.toBe(sealSecret(SECRET, 'ai-key', 'same'));
  });
  it('refuses another secret, another purpose, a tampered or short box', () => {
    const sealed = sealSecret(SECRET, 'ai-key', 'sk-live-abcdef');
    expect(openSecret('y'.repeat(48), 'ai-key', sealed)).toBeNull();
    expect(openSecret(SECRET, 'other', sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(openSecret(SECRET, 'ai-key', raw.toString('base64url'))).toBeNull();
    expect(openSecret(SECRET, 'ai-key', 'abc')).toBeNull();
  });
});
