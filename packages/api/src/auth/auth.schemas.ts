import { z } from 'zod';
import { AUTH_MESSAGES, confirmPasswordSchema, emailSchema, passwordSchema, usernameSchema } from './auth.rules';

export const loginSchema = z.object({
  email_or_username: z
    .string({ error: AUTH_MESSAGES.loginIdentifierRequired })
    .trim()
    .min(1, AUTH_MESSAGES.loginIdentifierRequired)
    .max(254),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(256),
  remember_me: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1, 'Refresh token is required').max(512) });

const nameField = z.string().trim().max(100).optional();

/**
 * POST /auth/register in its two forms. With invitation_token the email comes from the invitation;
 * without it (legacy) email is required and the server allows it only when open registration is on.
 */
export const registerSchema = z
  .object({
    invitation_token: z.string().trim().min(1).max(256).optional(),
    username: usernameSchema,
    email: z.string().optional(),
    first_name: nameField,
    last_name: nameField,
    password: passwordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .superRefine((value, ctx) => {
    if (value.confirm_password && value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: AUTH_MESSAGES.passwordsDoNotMatch });
    }
    if (!value.invitation_token) {
      const email = emailSchema.safeParse(value.email);
      if (!email.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: email.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid,
        });
      }
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(256),
    new_password: passwordSchema,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    path: ['confirm_password'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
