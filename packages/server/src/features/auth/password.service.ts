import { hash, verify } from '@node-rs/argon2';
import type { Argon2Params } from '../../config';

// Algorithm.Argon2id; a const enum in the typings, which isolatedModules cannot import.
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spend the same time as a real check, so an unknown account is not revealed by a fast answer. */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('not-a-real-password', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
