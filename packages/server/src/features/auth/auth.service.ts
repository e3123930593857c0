import {
  AUTH_MESSAGES,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type TokenPair,
  emailSchema,
} from '@potluck/api';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { badRequest, forbidden, unauthorized, unprocessable } from '../../http/http-error';
import { sha256 } from '../../lib/secrets';
import type { SettingsService } from '../admin/settings.service';
import type { InvitationsService } from '../invitations/invitations.service';
import type { UsersService } from '../users/users.service';
import type { AttemptsService } from './attempts.service';
import type { AuthContext } from './auth.types';
import type { SessionService } from './session.service';

export const AUTH_DETAILS = {
  badCredentials: 'Incorrect email/username or password',
  inactive: 'This account has been deactivated. Please contact an administrator.',
  lockedOut: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRegistrations: 'Too many registration attempts. Please try again later.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Successfully logged out',
} as const;

interface Deps {
  users: UsersService;
  sessions: SessionService;
  attempts: AttemptsService;
  invitations: InvitationsService;
  settings: SettingsService;
}

type Login = Required<Pick<LoginInput, 'email_or_username' | 'password'>> & { remember_me: boolean };
type Register = RegisterInput & { username: string; password: string };

export function createAuthService(ctx: AppContext, deps: Deps) {
  const { config, passwords } = ctx;
  const limits = config.rateLimits;

  return {
    async login(input: Login): Promise<TokenPair> {
      const identifier = input.email_or_username.trim();
      const user = await deps.users.findByLogin(identifier);
      // Per account: the user when one matches, else the identifier (so probing unknown names is limited too).
      const accountKey = user ? `user:${user.id}` : `login:${identifier.toLowerCase()}`;
      await deps.attempts.assertBelow(
        'login_failure',
        accountKey,
        limits.loginFailuresPerAccountPerHour,
        AUTH_DETAILS.lockedOut,
      );
      const ok = user
        ? await passwords.verify(user.passwordHash, input.password)
        : (await passwords.verifyNothing(input.password), false);
      if (!user || !ok) {
        await deps.attempts.record('login_failure', accountKey);
        throw unauthorized(AUTH_DETAILS.badCredentials);
      }
      if (!user.isActive) throw forbidden(AUTH_DETAILS.inactive);
      await deps.attempts.clear('login_failure', accountKey);
      return deps.sessions.start(user.id, input.remember_me);
    },

    /** Both forms of POST /auth/register; the invitation form is the normal one. */
    async register(input: Register): Promise<UserRow> {
      const username = input.username;
      const names = { firstName: input.first_name, lastName: input.last_name };
      if (input.invitation_token) {
        const token = input.invitation_token;
        await limitRegistration(`invitation:${sha256(token)}`);
        const invitation = await deps.invitations.usable(token);
        const email = invitation.email ?? firstRunEmail(input.email);
        await deps.users.assertAvailable(username, email);
        const passwordHash = await passwords.hash(input.password);
        return ctx.db.transaction(async (tx) => {
          const user = await deps.users.create({ email, username, passwordHash, role: invitation.role, ...names }, tx);
          await deps.invitations.spend(tx, invitation.id, user.id);
          return user;
        });
      }
      const settings = await deps.settings.get();
      if (!settings.open_registration) throw forbidden(AUTH_MESSAGES.invitationOnly);
      const email = (input.email ?? '').trim().toLowerCase();
      await limitRegistration(`email:${email}`);
      await deps.users.assertAvailable(username, email);
      const passwordHash = await passwords.hash(input.password);
      return deps.users.create({ email, username, passwordHash, role: 'user', ...names });
    },

    async changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<void> {
      if (!(await passwords.verify(auth.user.passwordHash, input.current_password)))
        throw badRequest(AUTH_DETAILS.wrongCurrentPassword);
      await deps.users.update(auth.user.id, { passwordHash: await passwords.hash(input.new_password) });
      await deps.sessions.endOthers(auth.user.id, auth.sessionId);
    },
  };

  async function limitRegistration(accountKey: string): Promise<void> {
    await deps.attempts.assertBelow(
      'register',
      accountKey,
      limits.registerPerAccountPerHour,
      AUTH_DETAILS.tooManyRegistrations,
    );
    await deps.attempts.record('register', accountKey);
  }
}

/** The first-run invitation has no address: the first admin gives theirs, under the same rule as elsewhere. */
function firstRunEmail(value: string | undefined): string {
  const parsed = emailSchema.safeParse(value ?? '');
  if (!parsed.success) {
    throw unprocessable({
      loc: ['body', 'email'],
      msg: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid,
      type: 'value_error',
    });
  }
  return parsed.data.toLowerCase();
}
export type AuthService = ReturnType<typeof createAuthService>;
