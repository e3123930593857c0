import { Alert, Avatar, Button, Card, ErrorState, memberName, Spinner, useToast } from '@potluck/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInvitePreview } from '../api/use-invite-preview';
import { useInvites } from '../api/use-invites';
import * as styles from '../components/friends.css';
import { FRIENDS_TEXT as T } from '../friends.texts';
import { friendsError } from '../components/friends-error';

/** The server's detail as a sentence ("This invite link has expired" gets its full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * /invite/{code} (spec 001 §2): who invites you, and 'Add as friend' makes you friends and opens /friends.
 * Signed out, the route's guard sends the person to sign in and back here. An unknown, expired or used code says
 * so (the server's detail) with the way on to Friends.
 */
export function InvitePage() {
  usePageTitle(T.inviteTitle);
  const { code = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const preview = useInvitePreview(code);
  const invites = useInvites();
  const [busy, setBusy] = useState(false);
  const [useError, setUseError] = useState<string | null>(null);

  if (preview.error) {
    return (
      <ErrorState
        headingLevel="h1"
        title={T.inviteProblem}
        message={
          <>
            {sentence(friendsError(preview.error, T.errorOccurred))} {T.inviteProblemHint}
          </>
        }
        actions={
          <Button asChild>
            <Link to="/friends?tab=search">{T.tabs.search}</Link>
          </Button>
        }
      />
    );
  }
  if (!preview.data) return <Spinner label="Loading the invitation" />;

  const { inviter, already_friends } = preview.data;
  const name = memberName(inviter);
  const own = inviter.id === user?.id;
  const accept = async () => {
    setBusy(true);
    setUseError(null);
    try {
      await invites.use(code);
      toast({ variant: 'success', title: T.accepted(name) });
      navigate('/friends');
    } catch (failure) {
      console.warn('Invite code not used', failure);
      setUseError(friendsError(failure, T.errorOccurred));
      setBusy(false);
    }
  };

  return (
    <Card asChild padding="lg" className={styles.inviteCard}>
      <section aria-labelledby="invite-heading">
        <Avatar name={name} src={inviter.avatar_url} size="xl" decorative />
        <h1 id="invite-heading" className={styles.inviteHeading}>
          {T.invitesYou(name)}
        </h1>
        <p className={styles.muted}>@{inviter.username}</p>
        {own ? (
          <Alert tone="info" className={styles.inviteAlert}>
            {T.ownInvite}
          </Alert>
        ) : null}
        {already_friends && !own ? (
          <Alert tone="success" className={styles.inviteAlert}>
            {T.alreadyFriends(name)}
          </Alert>
        ) : null}
        {useError ? (
          <Alert tone="danger" className={styles.inviteAlert}>
            {useError}
          </Alert>
        ) : null}
        <div className={styles.inviteActions}>
          {own || already_friends ? (
            <Button asChild>
              <Link to="/friends">{T.goToFriends}</Link>
            </Button>
          ) : (
            <Button size="lg" loading={busy} onClick={() => void accept()}>
              {T.addAsFriend}
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
