import { z } from 'zod';
import { emailSchema } from '../auth/auth.rules';

export const INVITATION_VALID_HOURS = 168;
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;

export const INVITATION_MESSAGES = {
  invalidFallback: 'This invitation link is not valid or has expired.',
  notFound: 'This invitation link is not valid.',
  expired: 'This invitation has expired. Please ask for a new one.',
  used: 'This invitation has already been used.',
  alreadyMember: 'A member with this email already exists',
} as const;

export const sendInvitationSchema = z.object({
  email: emailSchema,
  message: z.string().trim().max(1000, 'Message must be at most 1000 characters').optional().nullable(),
  invited_user_name: z.string().trim().max(100, 'Name must be at most 100 characters').optional().nullable(),
});
export type SendInvitationInput = z.input<typeof sendInvitationSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  inviter_username: z.string().nullable(),
  message: z.string().nullable(),
  invited_user_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The register link, for the inviter to copy (only in answers to the inviter). */
  invitation_link: z.string().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationValidationSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  invited_user_name: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type InvitationValidation = z.infer<typeof invitationValidationSchema>;
