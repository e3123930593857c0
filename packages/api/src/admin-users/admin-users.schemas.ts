import { z } from 'zod';
import { emailSchema, usernameSchema } from '../auth/auth.rules';
import { PAGE_LIMIT_MAX, pageOf } from '../common/common.schemas';
import { ROLES, roleSchema } from '../users/users.schemas';

/** Spec 001 §5 Admin create user / edit, and §8 Admin users (the web and the CLI show these). */
export const ADMIN_USER_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deactivateFailed: 'Failed to deactivate user',
  activateFailed: 'Failed to activate user',
  updated: 'updated successfully',
  deactivated: 'has been deactivated',
  activated: 'has been activated',
  roleInvalid: 'Role must be user or admin',
  notFound: 'User not found',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDemote: 'You cannot remove your own administrator role',
  lastAdmin: 'The last active administrator cannot be deactivated or demoted',
} as const;
export const userCreatedMessage = (name: string) => `User ${name} created successfully`;
export const userUpdatedMessage = (name: string) => `User ${name} ${ADMIN_USER_MESSAGES.updated}`;
export const userDeactivatedMessage = (name: string) => `User ${name} ${ADMIN_USER_MESSAGES.deactivated}`;
export const userActivatedMessage = (name: string) => `User ${name} ${ADMIN_USER_MESSAGES.activated}`;
export const confirmDeactivateMessage = (name: string) => `Are you sure you want to deactivate user "${name}"?`;

/** Spec 001 §9: the admin user list asks for 100. */
export const ADMIN_USER_LIST_LIMIT = 100;

/** The User of spec 001 §3 as the admin sees it (never a hash, token or key). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  role: roleSchema,
  is_active: z.boolean(),
  /** All of the member's recipes, drafts included. */
  recipe_count: z.number().int(),
  created_at: z.string(),
  avatar_url: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

export const ROLE_FILTERS = ['all', ...ROLES] as const;
export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

/** GET /admin/users: search over username, email, first, last and display name; newest first. */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  role_filter: z.enum(ROLE_FILTERS, { error: 'role_filter must be all, user or admin' }).default('all'),
  status_filter: z.enum(STATUS_FILTERS, { error: 'status_filter must be all, active or inactive' }).default('all'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(ADMIN_USER_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** GET /admin/users/stats. new_users_30_days: accounts created in the last 30 days. */
export const adminUserStatsSchema = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  admin_users: z.number().int(),
  regular_users: z.number().int(),
  new_users_30_days: z.number().int(),
  pending_invitations: z.number().int(),
});
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

const adminPassword = z
  .string({ error: ADMIN_USER_MESSAGES.passwordTooShort })
  .min(8, ADMIN_USER_MESSAGES.passwordTooShort)
  .max(256, 'Password must be at most 256 characters');
const optionalName = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const roleInput = z.enum(ROLES, { error: ADMIN_USER_MESSAGES.roleInvalid });

/**
 * POST /invitations/admin/create-user (the spec's name). confirm_password is optional for scripts; when sent it
 * must match ('Passwords do not match', reported on confirm_password).
 */
export const adminCreateUserSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: adminPassword,
    confirm_password: z.string().optional(),
    first_name: optionalName,
    last_name: optionalName,
    role: roleInput.default('user'),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    message: ADMIN_USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;

/** PUT /admin/users/{id}: left out = unchanged; a new password ends the member's sessions. */
export const adminUpdateUserSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  display_name: optionalName,
  role: roleInput.optional(),
  is_active: z.boolean().optional(),
  password: z
    .union([z.literal(''), adminPassword])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
