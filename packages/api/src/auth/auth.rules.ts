import { z } from 'zod';

/** Registration rules of spec 000 §5 / 001 §5, with their exact messages. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 50 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  loginIdentifierRequired: 'Email or username is required',
  invitationOnly: 'Registration is by invitation only',
} as const;

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_]+$/, AUTH_MESSAGES.usernameChars);

/** Upper bound protects argon2 from multi-megabyte inputs. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(256, 'Password must be at most 256 characters');

export const confirmPasswordSchema = z
  .string({ error: AUTH_MESSAGES.confirmRequired })
  .min(1, AUTH_MESSAGES.confirmRequired);

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid).max(254, AUTH_MESSAGES.emailInvalid));

/** Stated (client-side) requirements of the legacy form: 8+ with upper, lower, digit and special. */
export const LEGACY_PASSWORD_REQUIREMENTS = [
  'At least 8 characters',
  'One uppercase letter',
  'One lowercase letter',
  'One number',
  'One special character',
] as const;
