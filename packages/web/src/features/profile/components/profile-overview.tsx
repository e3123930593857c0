import { optionLabel, type Profile } from '@potluck/api';
import { Badge, Button, Card } from '@potluck/ui';
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
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>Skill level</dt>
            <dd className={styles.definition}>{SKILL[prefs.skill_level]}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Favorite cuisines</dt>
            <dd className={styles.definition}>
              {prefs.preferred_cuisines.length > 0 ? (
                prefs.preferred_cuisines.map(optionLabel).join(', ')
              ) : (
                <span className={styles.muted}>None chosen yet</span>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Dietary preferences</dt>
            <dd className={styles.definition}>
              {profile.dietary_preferences.length > 0 ? (
                <span className={styles.chips}>
                  {profile.dietary_preferences.map((d) => (
                    <Badge key={d}>{optionLabel(d)}</Badge>
                  ))}
                </span>
              ) : (
                <span className={styles.muted}>None</span>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Statistics refreshed</dt>
            <dd className={styles.definition}>
              {profile.stats_updated_at ? (
                updated.format(new Date(profile.stats_updated_at))
              ) : (
                <span className={styles.muted}>Counted as you go</span>
              )}
            </dd>
          </div>
        </dl>
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
