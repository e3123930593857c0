import { errorText, type Invitation } from '@potluck/api';
import { useToast } from '@potluck/ui';

/**
 * An InvitationList's onResend: sends the invitation's mail again through `resend`, then says so in a toast (a
 * failure with the server's detail, and rethrown so the row shows it too).
 */
export function useResendInvitation(resend: (invitation: Invitation) => Promise<unknown>) {
  const { toast } = useToast();
  return async (invitation: Invitation) => {
    try {
      await resend(invitation);
      toast({ variant: 'success', title: `Invitation sent to ${invitation.email} again` });
    } catch (e) {
      toast({ variant: 'error', title: 'Failed to send invitation', description: errorText(e, '') || undefined });
      throw e;
    }
  };
}
