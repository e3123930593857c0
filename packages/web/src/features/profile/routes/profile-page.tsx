import { PROFILE_MESSAGES, errorText } from '@potluck/api';
import {
  Avatar,
  EmptyState,
  ErrorState,
  ProfileHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  profileName,
  useToast,
} from '@potluck/ui';
import { BellRing, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';
import { usePageTitle } from '../../../lib/use-page-title';
import { InviteDialog } from '../../invitations/components/invite-dialog';
import { useProfile } from '../api/use-profile';
import { useProfileMutations } from '../api/use-profile-mutations';
import { CookingTab } from '../components/cooking-tab';
import { ProfileOverview } from '../components/profile-overview';
import { ProfileRecipes } from '../components/profile-recipes';
import { SettingsTab } from '../components/settings-tab';
import { PROFILE_TABS, PROFILE_TEXTS, type ProfileTab } from '../profile.texts';
import * as styles from './profile-page.css';

const isTab = (value: string | null): value is ProfileTab => PROFILE_TABS.some(([tab]) => tab === value);

/**
 * /profile (spec 001 §2): the header (cover, avatar, badges, counts, Edit Cover, Edit Profile, Refresh Stats) and
 * the tabs overview, recipes, settings, cooking, notifications and privacy (?tab= keeps the open one).
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const { data: profile, error, mutate } = useProfile();
  const actions = useProfileMutations();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as ProfileTab) : 'overview';
  const setTab = (next: string) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const [editing, setEditing] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const avatarSrc = useAuthorizedImage(profile?.avatar_url);
  const coverSrc = useAuthorizedImage(profile?.cover_image_url);

  if (error && !profile) {
    return (
      <ErrorState
        title={PROFILE_MESSAGES.loadFailed}
        message={errorText(error, 'Please try again.')}
        onRetry={() => void mutate()}
        headingLevel="h1"
      />
    );
  }
  if (!profile) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your profile" className={styles.page}>
        <Skeleton height={260} />
      </div>
    );
  }

  const name = profileName(profile);
  const refreshStats = async () => {
    setRefreshing(true);
    try {
      await actions.refreshStats();
      toast({ variant: 'success', title: PROFILE_MESSAGES.statsUpdated });
    } catch (e) {
      toast({ variant: 'error', title: PROFILE_MESSAGES.statsFailed, description: errorText(e, '') || undefined });
    } finally {
      setRefreshing(false);
    }
  };
  const comingSoon = (title: string, icon: ReactNode) => (
    <EmptyState title={`${title} settings are ${PROFILE_MESSAGES.comingSoon}`} icon={icon} />
  );

  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        coverSrc={coverSrc}
        avatar={<Avatar name={name} src={avatarSrc} size="xl" />}
        onEditCover={() => setTab('settings')}
        onEditProfile={() => {
          setEditing(true);
          setTab('settings');
        }}
        onRefreshStats={() => void refreshStats()}
        refreshing={refreshing}
      />
      <Tabs value={tab} onValueChange={setTab} className={styles.tabsRoot}>
        <TabsList aria-label="Profile sections" className={styles.tabs}>
          {PROFILE_TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <ProfileOverview profile={profile} onInvite={() => setInviting(true)} />
        </TabsContent>
        <TabsContent value="recipes">
          <ProfileRecipes />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab
            profile={profile}
            name={name}
            avatarSrc={avatarSrc}
            coverSrc={coverSrc}
            editing={editing}
            onEditingChange={setEditing}
            actions={actions}
          />
        </TabsContent>
        <TabsContent value="cooking">
          <CookingTab onSave={actions.savePreferences} />
        </TabsContent>
        <TabsContent value="notifications">
          {comingSoon(PROFILE_TEXTS.notificationsTitle, <BellRing size={40} aria-hidden="true" />)}
        </TabsContent>
        <TabsContent value="privacy">
          {comingSoon(PROFILE_TEXTS.privacyTitle, <ShieldCheck size={40} aria-hidden="true" />)}
        </TabsContent>
      </Tabs>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}
