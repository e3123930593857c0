import type { Friendship } from '@potluck/api';
import type { TestApp } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';

/** Sends a friend request through the API; fails loudly when refused. */
export async function requestFriend(t: TestApp, from: Member, to: Member, message?: string): Promise<Friendship> {
  const res = await as(t, from).post('/friends/request', { addressee_id: to.id, ...(message ? { message } : {}) });
  if (res.statusCode !== 201) throw new Error(`friend request failed: ${res.statusCode} ${res.body}`);
  return res.json<Friendship>();
}

/** Makes two members friends (a request accepted by the addressee). */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<Friendship> {
  const asked = await requestFriend(t, a, b);
  const res = await as(t, b).put(`/friends/request/${asked.id}`, { status: 'accepted' });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return res.json<Friendship>();
}
