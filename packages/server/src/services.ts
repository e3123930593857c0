import type { AppContext } from './context';
import { createAiGateway } from './ai/ai-gateway';
import { createAiKeyService } from './ai/ai-key.service';
import { createAiChefService } from './features/ai/ai-chef.service';
import { createAiHomeService } from './features/ai/ai-home.service';
import { createAiNutritionService } from './features/ai/ai-nutrition.service';
import { createAiParseService } from './features/ai/ai-parse.service';
import { createAiUsageService } from './features/ai/ai-usage.service';
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
import { createRecipeShelvesService } from './features/recipes/recipe-shelves.service';
import { createRecipeVersionsService } from './features/recipes/recipe-versions.service';
import { createRecipeWriteService } from './features/recipes/recipe-write.service';
import { createReferenceService } from './features/reference/reference.service';
import { createDemoService } from './demo/demo-seed.service';
import { createImagesService } from './features/images/images.service';
import { createUserImagesService } from './features/images/user-images.service';
import { createBackupStorage, createImageStorage } from './storage/create-storage';
import { createExportService } from './features/import/export.service';
import { createImportService } from './features/import/import.service';
import { createBackupsService } from './features/backups/backups.service';
import { createShoppingServices } from './features/shopping/shopping.services';
import { createMealPlanServices } from './features/meal-plans/meal-plans.services';
import { createFriendsServices } from './features/friends/friends.services';
import { createActivityFeedService } from './features/activity/activity-feed.service';
import { createProfileService } from './features/profile/profile.service';
import { preferencesPrompt } from './features/profile/preferences-prompt';
import { createAdminUsersService } from './features/admin-users/admin-users.service';
import { createSystemInfoService } from './features/admin-users/system-info.service';

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
  const recipeLists = createRecipeListService(ctx);
  const recipeShelves = createRecipeShelvesService(ctx);
  const recipeLikes = createRecipeLikesService(ctx);
  const bookmarks = createBookmarksService(ctx);
  const shares = createSharesService(ctx);
  const reference = createReferenceService(ctx);
  const demo = createDemoService(ctx, { users, recipeWrites });
  const images = createImagesService(ctx, { storage: createImageStorage(ctx.config) });
  const userImages = createUserImagesService(ctx, { images });
  const aiKeys = createAiKeyService(ctx);
  const profile = createProfileService(ctx, { users });
  const aiGateway = createAiGateway(ctx, {
    keys: aiKeys,
    personalise: async (userId) => {
      const saved = await profile.forAi(userId);
      return saved ? preferencesPrompt(saved) : null;
    },
  });
  const aiParse = createAiParseService({ keys: aiKeys, gateway: aiGateway });
  const aiChef = createAiChefService(ctx, { gateway: aiGateway, recipeWrites });
  const aiHome = createAiHomeService({ gateway: aiGateway, recipeLists });
  const aiNutrition = createAiNutritionService(ctx, { gateway: aiGateway });
  const aiUsage = createAiUsageService(ctx);
  const importer = createImportService(ctx, {
    recipeWrites,
    images,
    readText: (viewer) => (text) => aiParse.parse(viewer.id, text, true),
  });
  const exporter = createExportService(ctx, { images });
  const backups = createBackupsService(ctx, { images: images.storage, files: createBackupStorage(ctx.config) });
  const shopping = createShoppingServices(ctx);
  return {
    backups,
    importer,
    exporter,
    aiKeys,
    aiGateway,
    aiParse,
    aiChef,
    aiHome,
    aiNutrition,
    aiUsage,
    users,
    settings,
    sessions,
    attempts,
    invitations,
    auth,
    health,
    setup,
    recipeVersions,
    recipeReads,
    recipeWrites,
    recipeLists,
    recipeShelves,
    recipeLikes,
    bookmarks,
    shares,
    reference,
    demo,
    images,
    userImages,
    profile,
    adminUsers: createAdminUsersService(ctx, { users, sessions }),
    systemInfo: createSystemInfoService(ctx, { aiKeys }),
    ...shopping,
    ...createMealPlanServices(ctx, { shoppingGenerate: shopping.shoppingGenerate }),
    ...createFriendsServices(ctx, { attempts }),
    activityFeed: createActivityFeedService(ctx),
  };
}
export type Services = ReturnType<typeof createServices>;
