import { adminContract } from './admin/admin.contract';
import { adminUsersContract } from './admin-users/admin-users.contract';
import { aiAdminContract, aiContract } from './ai/ai.contract';
import { authContract } from './auth/auth.contract';
import { backupsContract } from './backups/backups.contract';
import { activityContract } from './activity/activity.contract';
import { bookmarksContract } from './bookmarks/bookmarks.contract';
import { friendInvitesContract, friendsContract } from './friends/friends.contract';
import { healthContract } from './health/health.contract';
import { imagesContract } from './images/images.contract';
import { importContract } from './import/import.contract';
import { invitationsContract } from './invitations/invitations.contract';
import { mealPlanSharingContract, mealPlanTemplatesContract } from './meal-plans/meal-plan-sharing.contract';
import { mealPlansContract } from './meal-plans/meal-plans.contract';
import { profileContract } from './profile/profile.contract';
import { recipesContract, versionsContract } from './recipes/recipes.contract';
import { referenceContract } from './reference/reference.contract';
import { shoppingContract, shoppingTemplatesContract } from './shopping/shopping.contract';
import { usersContract } from './users/users.contract';

/** Every endpoint of /api/v1, grouped by feature. Server routes and client calls both come from here. */
export const contract = {
  health: healthContract,
  auth: authContract,
  users: usersContract,
  invitations: invitationsContract,
  admin: adminContract,
  adminUsers: adminUsersContract,
  backups: backupsContract,
  profile: profileContract,
  recipes: recipesContract,
  versions: versionsContract,
  bookmarks: bookmarksContract,
  activity: activityContract,
  friends: friendsContract,
  friendInvites: friendInvitesContract,
  reference: referenceContract,
  images: imagesContract,
  imports: importContract,
  aiAdmin: aiAdminContract,
  ai: aiContract,
  shopping: shoppingContract,
  shoppingTemplates: shoppingTemplatesContract,
  mealPlans: mealPlansContract,
  mealPlanTemplates: mealPlanTemplatesContract,
  mealPlanSharing: mealPlanSharingContract,
} as const;

export type ApiContract = typeof contract;
export const API_PREFIX = '/api/v1';
