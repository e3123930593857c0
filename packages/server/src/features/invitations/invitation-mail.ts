import type { InvitationRow } from '../../db/schema/index';
import { escapeHtml } from '../../mail/mailer';

/**
 * The invitation mail as plain text and HTML. The inviter's name and message are their own words: verbatim in
 * the text part, escaped in the HTML part (shown as typed, never as markup).
 */
export function invitationMail(input: { inviterName: string; invitation: InvitationRow; link: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const { inviterName, invitation, link } = input;
  const name = invitation.invitedUserName;
  const until = invitation.expiresAt.toUTCString();
  const lines = [
    name ? `Hi ${name},` : 'Hi,',
    '',
    `${inviterName} invited you to join Potluck, a private family recipe collection.`,
    ...(invitation.message ? ['', `${inviterName} wrote:`, invitation.message] : []),
    '',
    'Create your account here:',
    link,
    '',
    `This link can be used once and is valid until ${until}.`,
  ];
  const e = escapeHtml;
  const message = invitation.message
    ? `<p>${e(inviterName)} wrote:</p><blockquote style="white-space:pre-wrap">${e(invitation.message)}</blockquote>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${name ? `Hi ${e(name)},` : 'Hi,'}</p>`,
    `<p>${e(inviterName)} invited you to join Potluck, a private family recipe collection.</p>`,
    message,
    `<p><a href="${e(link)}">Create your account</a></p>`,
    `<p>Or open this link: ${e(link)}</p>`,
    `<p>This link can be used once and is valid until ${e(until)}.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${inviterName} invited you to Potluck`, text: lines.join('\n'), html };
}
