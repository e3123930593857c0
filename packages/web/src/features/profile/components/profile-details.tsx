import { PROFILE_MESSAGES, errorText, optionLabel, type Profile, type ProfileUpdateInput } from '@potluck/api';
import { Alert, Button, Fact, FactList } from '@potluck/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ProfileDetailsForm } from './profile-details-form';
import * as styles from './profile.css';

const NOT_SET = 'Not set';

/** The profile's text details in view mode, term and value. */
const detailsOf = (profile: Profile): [string, string | null | undefined][] => [
  ['Username', profile.username],
  ['Email', profile.email],
  ['Name', [profile.first_name, profile.last_name].filter(Boolean).join(' ')],
  ['Display name', profile.display_name],
  ['Location', profile.location],
  ['Website', profile.website],
  ['Bio', profile.bio],
];

/** Spec 001 §4: the success message stays this long. */
export const PROFILE_SUCCESS_MS = 3000;

export interface ProfileDetailsProps {
  profile: Profile;
  onSave: (input: ProfileUpdateInput) => Promise<unknown>;
  /** Open in edit mode (Edit Profile). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/**
 * The settings tab's details: view mode, Edit, then Save or Cancel. 'Profile updated successfully!' shows for
 * 3 seconds; a failure shows 'Failed to update profile. Please try again.' with the server's detail.
 */
export function ProfileDetails({ profile, onSave, editing, onEditingChange }: ProfileDetailsProps) {
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; title?: string; text: string } | null>(null);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), PROFILE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const save = async (input: ProfileUpdateInput) => {
    setMessage(null);
    try {
      await onSave(input);
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.updated });
      onEditingChange(false);
    } catch (e) {
      setMessage({ tone: 'danger', title: PROFILE_MESSAGES.updateFailed, text: errorText(e, 'Please try again.') });
      throw e;
    }
  };

  return (
    <section className={styles.editorSection} aria-labelledby="details-heading">
      <div className={styles.header}>
        <h2 id="details-heading" className={styles.sectionTitle}>
          Profile details
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" iconStart={<Pencil size={16} />} onClick={() => onEditingChange(true)}>
            Edit Details
          </Button>
        )}
      </div>
      {message ? (
        <Alert tone={message.tone} title={message.title}>
          {message.text}
        </Alert>
      ) : null}
      {editing ? (
        <ProfileDetailsForm
          profile={profile}
          onSave={save}
          onCancel={() => {
            setMessage(null);
            onEditingChange(false);
          }}
        />
      ) : (
        <FactList>
          {detailsOf(profile).map(([term, value]) => (
            <Fact key={term} term={term} empty={NOT_SET}>
              {value}
            </Fact>
          ))}
          <Fact term="Dietary preferences" badges={profile.dietary_preferences.map(optionLabel)} empty={NOT_SET} />
        </FactList>
      )}
    </section>
  );
}
