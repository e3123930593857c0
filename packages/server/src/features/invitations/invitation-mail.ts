import type { InvitationRow } from '../../db/schema/index';

/** The invitation mail, as plain text (inviter's message included verbatim, never as HTML). */
export function invitationMail(input: { inviterName: string; invitation: InvitationRow; link: string }): {
  subject: string;
  text: string;
} {
  const { inviterName, invitation, link } = input;
  const greeting = invitation.invitedUserName ? `Hi ${invitation.invitedUserName},` : 'Hi,';
  const lines = [
    greeting,
    '',
    `${inviterName} invited you to join Potluck, a private family recipe collection.`,
    ...(invitation.message ? ['', `${inviterName} wrote:`, invitation.message] : []),
    '',
    'Create your account here:',
    link,
    '',
    `This link can be used once and is valid until ${invitation.expiresAt.toUTCString()}.`,
  ];
  return { subject: `${inviterName} invited you to Potluck`, text: lines.join('\n') };
}
