import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@potluck/ui';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { InviteDialog } from '../../invitations/components/invite-dialog';
import { useFriends } from '../api/use-friends';
import * as styles from '../components/friends.css';
import { FriendsTab } from '../components/friends-tab';
import { InviteTab } from '../components/invite-tab';
import { LegacyInviteTab } from '../components/legacy-invite-tab';
import { PendingTab } from '../components/pending-tab';
import { SearchTab } from '../components/search-tab';
import { FRIENDS_TABS, FRIENDS_TEXT as T, type FriendsTab as Tab } from '../friends.texts';

/**
 * /friends (spec 000 §2): tabs friends, pending, Find Friends and invite, chosen by ?tab=; the legacy invite tab
 * (?tab=legacy-invite) opens by its address only. Find Friends keeps its search in ?q=. Invite People opens the
 * invite dialog (a member → a friend request, a new address → an invitation by mail).
 */
export function FriendsPage() {
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const overview = useFriends();
  const [inviting, setInviting] = useState(false);
  const requested = (params.get('tab') ?? 'friends') as Tab;
  const tab: Tab = FRIENDS_TABS.includes(requested) ? requested : 'friends';

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <Button iconStart={<UserPlus size={18} />} onClick={() => setInviting(true)}>
            Invite People
          </Button>
        }
      />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <Tabs
        className={styles.tabsRoot}
        value={tab}
        onValueChange={(value) => update({ tab: value === 'friends' ? null : value, q: null })}
      >
        <TabsList aria-label={T.title}>
          <TabsTrigger value="friends" count={overview.data?.total_friends}>
            {T.tabs.friends}
          </TabsTrigger>
          <TabsTrigger value="pending" count={overview.data?.total_pending || undefined}>
            {T.tabs.pending}
          </TabsTrigger>
          <TabsTrigger value="search">{T.tabs.search}</TabsTrigger>
          <TabsTrigger value="invite">{T.tabs.invite}</TabsTrigger>
        </TabsList>
        <TabsContent value="friends">
          <FriendsTab onFindFriends={() => update({ tab: 'search' })} />
        </TabsContent>
        <TabsContent value="pending">
          <PendingTab onFindFriends={() => update({ tab: 'search' })} />
        </TabsContent>
        <TabsContent value="search">
          <SearchTab initialQuery={params.get('q') ?? ''} onQueryChange={(q) => update({ q: q || null })} />
        </TabsContent>
        <TabsContent value="invite">
          <InviteTab />
        </TabsContent>
        <TabsContent value="legacy-invite">
          <LegacyInviteTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
