import {
  type CookingPreferences,
  DEFAULT_COOKING_PREFERENCES,
  type DietaryPreference,
  PROFILE_MESSAGES,
  type Preferences,
  type Profile,
  cookingPreferencesSchema,
  type preferencesInputSchema,
  type profileUpdateSchema,
} from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import type { UserRow } from '../../db/schema/index';
import { unprocessable } from '../../http/http-error';
import type { UsersService } from '../users/users.service';

interface ProfileRow {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
  cover_image_url: string | null;
  role: 'user' | 'admin';
  created_at: Date | string;
  bio: string | null;
  location: string | null;
  website: string | null;
  dietary_preferences: string[] | null;
  cooking_preferences: unknown;
  stats_updated_at: Date | string | null;
  recipe_count: number;
  total_likes_received: number;
  friend_count: number;
}

/** Stored JSON read back through the schema: a value from an older shape falls back to the defaults. */
export function readPreferences(stored: unknown): CookingPreferences {
  const parsed = cookingPreferencesSchema.safeParse({
    ...DEFAULT_COOKING_PREFERENCES,
    ...(stored && typeof stored === 'object' ? stored : {}),
  });
  return parsed.success ? parsed.data : DEFAULT_COOKING_PREFERENCES;
}

/**
 * The member's own profile (spec 001 §3). Counts are computed in the one statement that reads it: friends
 * follow each other, so follower_count = following_count = accepted friendships.
 */
export function createProfileService(ctx: AppContext, deps: { users: UsersService }) {
  const { db, config } = ctx;

  async function read(userId: number): Promise<Profile> {
    const [row] = await rows<ProfileRow>(
      db,
      sql`SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.display_name, u.avatar_url,
          u.cover_image_url, u.role, u.created_at, p.bio, p.location, p.website, p.dietary_preferences,
          p.cooking_preferences, p.stats_updated_at,
          (SELECT count(*)::int FROM recipes r WHERE r.author_id = u.id) AS recipe_count,
          (SELECT count(*)::int FROM recipe_likes l JOIN recipes r ON r.id = l.recipe_id
            WHERE r.author_id = u.id) AS total_likes_received,
          (SELECT count(*)::int FROM friendships f WHERE f.status = 'accepted'
            AND (f.requester_id = u.id OR f.addressee_id = u.id)) AS friend_count
        FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = ${userId}`,
    );
    const r = row!;
    return {
      id: r.id,
      email: r.email,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      display_name: r.display_name,
      bio: r.bio,
      location: r.location,
      website: r.website,
      avatar_url: r.avatar_url,
      cover_image_url: r.cover_image_url,
      role: r.role,
      created_at: toIso(r.created_at),
      dietary_preferences: (r.dietary_preferences ?? []) as DietaryPreference[],
      recipe_count: r.recipe_count,
      follower_count: r.friend_count,
      following_count: r.friend_count,
      total_likes_received: r.total_likes_received,
      stats_updated_at: r.stats_updated_at === null ? null : toIso(r.stats_updated_at),
      cooking_preferences: readPreferences(r.cooking_preferences),
    };
  }

  /** Inserts the member's profile row with the given columns set, or sets them on the existing one. */
  async function upsert(userId: number, set: Record<string, SQL>) {
    const entries = Object.entries(set);
    const now = at(config.now());
    const names = sql.raw(['user_id', 'updated_at', ...entries.map(([k]) => k)].join(', '));
    const values = sql.join([sql`${userId}`, now, ...entries.map(([, v]) => v)], sql`, `);
    const updates = sql.raw(
      ['updated_at = EXCLUDED.updated_at', ...entries.map(([k]) => `${k} = EXCLUDED.${k}`)].join(', '),
    );
    await db.execute(
      sql`INSERT INTO user_profiles (${names}) VALUES (${values}) ON CONFLICT (user_id) DO UPDATE SET ${updates}`,
    );
  }

  return {
    get: read,

    async update(user: UserRow, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
      if (input.username !== undefined && input.username.trim() !== user.username)
        throw unprocessable({ loc: ['body', 'username'], msg: PROFILE_MESSAGES.usernameLocked, type: 'immutable' });
      const account = {
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
        ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
        ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
      };
      if (Object.keys(account).length > 0) await deps.users.update(user.id, account);
      const own: Record<string, SQL> = {};
      if (input.bio !== undefined) own.bio = sql`${input.bio}`;
      if (input.location !== undefined) own.location = sql`${input.location}`;
      if (input.website !== undefined) own.website = sql`${input.website}`;
      if (input.dietary_preferences !== undefined)
        own.dietary_preferences = sql`${`{${input.dietary_preferences.join(',')}}`}::text[]`;
      if (Object.keys(own).length > 0) await upsert(user.id, own);
      return read(user.id);
    },

    /** Recomputes the counts now (they are computed on every read) and records when. */
    async updateStats(userId: number): Promise<Profile> {
      await upsert(userId, { stats_updated_at: at(config.now()) });
      return read(userId);
    },

    async preferences(userId: number): Promise<Preferences> {
      const [row] = await rows<{ cooking_preferences: unknown }>(
        db,
        sql`SELECT cooking_preferences FROM user_profiles WHERE user_id = ${userId}`,
      );
      return { cooking_preferences: readPreferences(row?.cooking_preferences) };
    },

    async savePreferences(userId: number, input: z.output<typeof preferencesInputSchema>): Promise<Preferences> {
      const prefs = input.cooking_preferences;
      await upsert(userId, { cooking_preferences: sql`${JSON.stringify(prefs)}::jsonb` });
      return { cooking_preferences: readPreferences(prefs) };
    },

    /** What the AI prompts need: saved preferences and diet, or null when the member saved neither. */
    async forAi(userId: number): Promise<{ prefs: CookingPreferences; diet: string[] } | null> {
      const [row] = await rows<{ cooking_preferences: unknown; dietary_preferences: string[] | null }>(
        db,
        sql`SELECT cooking_preferences, dietary_preferences FROM user_profiles WHERE user_id = ${userId}`,
      );
      if (!row || (row.cooking_preferences === null && (row.dietary_preferences ?? []).length === 0)) return null;
      return { prefs: readPreferences(row.cooking_preferences), diet: row.dietary_preferences ?? [] };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
