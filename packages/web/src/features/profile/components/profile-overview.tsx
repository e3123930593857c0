import { optionLabel, type Profile } from '@potluck/api';
import { Button, Card, Fact, FactList } from '@potluck/ui';
import { UserPlus } from 'lucide-react';
import { PROFILE_TEXTS } from '../profile.texts';
import * as styles from './profile.css';

export interface ProfileOverviewProps {
  profile: Profile;
  onInvite: () => void;
}

const SKILL = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' } as const;
const updated = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The overview tab: your kitchen at a glance, dietary preferences, and inviting family and friends. */
export function ProfileOverview({ profile, onInvite }: ProfileOverviewProps) {
  const prefs = profile.cooking_preferences;
  return (
    <div className={styles.form}>
      <Card padding="lg" className={styles.editorSection}>
        <h2 className={styles.sectionTitle}>At a glance</h2>
        <FactList>
          <Fact term="Skill level">{SKILL[prefs.skill_level]}</Fact>
          <Fact term="Favorite cuisines" empty="None chosen yet">
            {prefs.preferred_cuisines.map(optionLabel).join(', ')}
          </Fact>
          <Fact term="Dietary preferences" badges={profile.dietary_preferences.map(optionLabel)} empty="None" />
          <Fact term="Statistics refreshed" empty="Counted as you go">
            {profile.stats_updated_at ? updated.format(new Date(profile.stats_updated_at)) : null}
          </Fact>
        </FactList>
      </Card>
      <Card padding="lg" className={styles.editorSection}>
        <h2 className={styles.sectionTitle}>{PROFILE_TEXTS.inviteTitle}</h2>
        <p className={styles.hint}>{PROFILE_TEXTS.inviteText}</p>
        <div className={styles.actions}>
          <Button iconStart={<UserPlus size={18} />} onClick={onInvite}>
            Invite People
          </Button>
        </div>
      </Card>
    </div>
  );
}
