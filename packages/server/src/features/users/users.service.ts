import { type User, INVITATION_MESSAGES } from '@potluck/api';
import { count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Executor, uniqueViolation } from '../../db/errors';
import { type UserRow, users } from '../../db/schema/index';
import { conflict } from '../../http/http-error';

export const USER_MESSAGES = {
  usernameTaken: 'This username is already taken',
  emailTaken: INVITATION_MESSAGES.alreadyMember,
} as const;

/** The only way a user leaves the server: the fields of the User schema, never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    display_name: row.displayName,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    role: row.role,
    is_active: row.isActive,
  };
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  role: 'user' | 'admin';
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

const lower = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** Maps the unique indexes to the 409 a person can act on. */
function duplicateError(constraint: string) {
  return conflict(constraint === 'users_username_key' ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken);
}

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async findByLogin(identifier: string): Promise<UserRow | undefined> {
      // Usernames cannot contain '@' and emails must, so one identifier never matches two accounts.
      const column = identifier.includes('@') ? users.email : users.username;
      const [row] = await db.select().from(users).where(lower(column, identifier)).limit(1);
      return row;
    },

    async findByEmail(email: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(lower(users.email, email)).limit(1);
      return row;
    },

    /** A cheap 409 before spending time on argon2; the unique indexes still decide races. */
    async assertAvailable(username: string, email: string | null): Promise<void> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          email === null
            ? lower(users.username, username)
            : sql`${lower(users.username, username)} OR ${lower(users.email, email)}`,
        )
        .limit(2);
      if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase()))
        throw conflict(USER_MESSAGES.usernameTaken);
      if (rows.length > 0) throw conflict(USER_MESSAGES.emailTaken);
    },

    async create(input: NewUser, executor: Executor = db): Promise<UserRow> {
      const now = ctx.config.now();
      const firstName = input.firstName || null;
      const lastName = input.lastName || null;
      try {
        const [row] = await executor
          .insert(users)
          .values({
            email: input.email.toLowerCase(),
            username: input.username,
            passwordHash: input.passwordHash,
            role: input.role,
            firstName,
            lastName,
            displayName: [firstName, lastName].filter(Boolean).join(' ') || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return row!;
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint !== null) throw duplicateError(constraint);
        throw err;
      }
    },

    async update(
      userId: number,
      patch: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'displayName' | 'passwordHash'>>,
    ): Promise<UserRow> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}), updatedAt: ctx.config.now() })
          .where(eq(users.id, userId))
          .returning();
        return row!;
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint !== null) throw duplicateError(constraint);
        throw err;
      }
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
