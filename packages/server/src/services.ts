import type { AppContext } from './context';
import { createTtlCache } from './lib/ttl-cache';
import type { JsonText } from './http/json-text';
import { createSettingsService } from './features/admin/settings.service';
import { createAttemptsService } from './features/auth/attempts.service';
import { createAuthService } from './features/auth/auth.service';
import { createSessionService } from './features/auth/session.service';
import { createHealthService } from './features/health/health.service';
import { createInvitationsService } from './features/invitations/invitations.service';
import { createSetupService } from './features/setup/setup.service';
import { createUsersService } from './features/users/users.service';
import { createSharesService } from './features/activity/shares.service';
import { createBookmarksService } from './features/bookmarks/bookmarks.service';
import { createRecipeLikesService } from './features/recipes/recipe-likes.service';
import { createRecipeListService } from './features/recipes/recipe-list.service';
import { createRecipeReadService } from './features/recipes/recipe-read.service';
import { createRecipeVersionsService } from './features/recipes/recipe-versions.service';
import { createRecipeWriteService } from './features/recipes/recipe-write.service';
import { createReferenceService } from './features/reference/reference.service';
import { createDemoService } from './demo/demo-seed.service';
import { createImagesService } from './features/images/images.service';
import { createLocalStorage } from './storage/local-storage';
import { join } from 'node:path';

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
  const recipeVersions = createRecipeVersionsService(ctx);
  const recipeReads = createRecipeReadService(ctx);
  const recipeWrites = createRecipeWriteService(ctx, { versions: recipeVersions });
  // Pages of recipes per member; app.ts clears it after every successful write request.
  const recipeListCache = createTtlCache<JsonText>({ max: 2000, ttlMs: ctx.config.listCacheSeconds * 1000 });
  const recipeLists = createRecipeListService(ctx, { cache: recipeListCache });
  const recipeLikes = createRecipeLikesService(ctx);
  const bookmarks = createBookmarksService(ctx);
  const shares = createSharesService(ctx);
  const reference = createReferenceService(ctx);
  const demo = createDemoService(ctx, { users, recipeWrites });
  const images = createImagesService(ctx, { storage: createLocalStorage(join(ctx.config.dataDir, 'images')) });
  return {
    users, settings, sessions, attempts, invitations, auth, health, setup,
    recipeVersions, recipeReads, recipeWrites, recipeListCache, recipeLists, recipeLikes, bookmarks, shares, reference, demo, images,
  };
}
export type Services = ReturnType<typeof createServices>;
