import { PROFILE_MESSAGES, errorText, optionLabel, type Profile, type ProfileUpdateInput } from '@potluck/api';
import { Alert, Badge, Button } from '@potluck/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ProfileDetailsForm } from './profile-details-form';
import * as styles from './profile.css';

/** Spec 001 §4: the success message stays this long. */
export const PROFILE_SUCCESS_MS = 3000;

export interface ProfileDetailsProps {
  profile: Profile;
  onSave: (input: ProfileUpdateInput) => Promise<unknown>;
  /** Open in edit mode (Edit Profile). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children || <span className={styles.muted}>Not set</span>}</dd>
    </div>
  );
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
        <dl className={styles.facts}>
          <Fact term="Username">{profile.username}</Fact>
          <Fact term="Email">{profile.email}</Fact>
          <Fact term="Name">{[profile.first_name, profile.last_name].filter(Boolean).join(' ')}</Fact>
          <Fact term="Display name">{profile.display_name}</Fact>
          <Fact term="Location">{profile.location}</Fact>
          <Fact term="Website">{profile.website}</Fact>
          <Fact term="Bio">{profile.bio}</Fact>
          <Fact term="Dietary preferences">
            {profile.dietary_preferences.length > 0 ? (
              <span className={styles.chips}>
                {profile.dietary_preferences.map((d) => (
                  <Badge key={d}>{optionLabel(d)}</Badge>
                ))}
              </span>
            ) : null}
          </Fact>
        </dl>
      )}
    </section>
  );
}
