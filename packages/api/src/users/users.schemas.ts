import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The User entity exactly as spec 000 §3 lists it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
  is_active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const optionalName = z.string().trim().max(100, 'Must be at most 100 characters').nullable().optional();

/** PUT /users/me: the username never changes (spec 001 §5). */
export const updateMeSchema = z.object({
  email: z.email('Please enter a valid email address').max(254).optional(),
  first_name: optionalName,
  last_name: optionalName,
  display_name: optionalName,
});
export type UpdateMeInput = z.infer<typeof updateMeSchema>;
