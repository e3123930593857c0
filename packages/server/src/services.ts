import type { AppContext } from './context';
import { createSettingsService } from './features/admin/settings.service';
import { createAttemptsService } from './features/auth/attempts.service';
import { createAuthService } from './features/auth/auth.service';
import { createSessionService } from './features/auth/session.service';
import { createHealthService } from './features/health/health.service';
import { createInvitationsService } from './features/invitations/invitations.service';
import { createSetupService } from './features/setup/setup.service';
import { createUsersService } from './features/users/users.service';

/** Every service, wired once; routes receive this and nothing that touches the database directly. */
export function createServices(ctx: AppContext) {
  const users = createUsersService(ctx);
  const settings = createSettingsService(ctx);
  const sessions = createSessionService(ctx);
  const attempts = createAttemptsService(ctx);
  const invitations = createInvitationsService(ctx, { users });
  const auth = createAuthService(ctx, { users, sessions, attempts, invitations, settings });
  const health = createHealthService(ctx);
  const setup = createSetupService(ctx, { users, invitations });
  return { users, settings, sessions, attempts, invitations, auth, health, setup };
}
export type Services = ReturnType<typeof createServices>;
