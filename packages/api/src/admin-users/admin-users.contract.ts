import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserStatsSchema,
} from './admin-users.schemas';

const RULES =
  'Admin only (members 403). An admin cannot deactivate or demote themself (403), and the last active ' +
  'admin can never be deactivated or demoted (409). Deactivation and a new password end every session of ' +
  'the member at once (access and refresh tokens, in every server process).';

/** Spec 001 §7 Admin: user management. */
export const adminUsersContract = {
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    summary: 'Members, newest first (search, role_filter, status_filter; limit 100) (admin)',
    auth: true,
    query: adminUserListQuerySchema,
    responses: { 200: adminUserPageSchema },
  }),
  stats: endpoint({
    method: 'GET',
    path: '/admin/users/stats',
    summary: 'Member counts (admin)',
    auth: true,
    responses: { 200: adminUserStatsSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/users/:id',
    summary: 'One member (admin)',
    auth: true,
    params: idParamsOf('account'),
    responses: { 200: adminUserSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/invitations/admin/create-user',
    summary: 'Create a member directly (admin; 409 on a taken username or email)',
    auth: true,
    body: adminCreateUserSchema,
    responses: { 201: adminUserSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    summary: 'Edit a member: names, role, active, a new password (admin)',
    description: RULES,
    auth: true,
    params: idParamsOf('account'),
    body: adminUpdateUserSchema,
    responses: { 200: adminUserSchema },
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/admin/users/:id/deactivate',
    summary: 'Deactivate a member: every session ends, sign-in refused until activated (admin)',
    description: RULES,
    auth: true,
    params: idParamsOf('account'),
    responses: { 200: adminUserSchema },
  }),
  activate: endpoint({
    method: 'POST',
    path: '/admin/users/:id/activate',
    summary: 'Activate a member again (admin)',
    auth: true,
    params: idParamsOf('account'),
    responses: { 200: adminUserSchema },
  }),
};
