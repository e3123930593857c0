import { z } from 'zod';
import { endpoint } from '../endpoint';
import { messageSchema } from '../common/common.schemas';
import { userSchema } from '../users/users.schemas';
import { changePasswordSchema, loginSchema, refreshSchema, registerSchema, tokenPairSchema } from './auth.schemas';

export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login-json',
    summary: 'Sign in with email or username',
    auth: false,
    body: loginSchema,
    responses: { 200: tokenPairSchema },
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Register by invitation (or openly, when an admin allows it)',
    auth: false,
    body: registerSchema,
    responses: { 201: userSchema },
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user',
    auth: true,
    responses: { 200: userSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End this session (revokes its refresh token family)',
    auth: true,
    body: z.object({ refresh_token: z.string().max(512).optional() }).optional(),
    responses: { 200: messageSchema },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token and get a new access token',
    auth: false,
    body: refreshSchema,
    responses: { 200: tokenPairSchema },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    summary: 'Change password (ends other sessions)',
    auth: true,
    body: changePasswordSchema,
    responses: { 200: messageSchema },
  }),
};
