import type { Profile, ProfileUpdateInput } from '@potluck/api';
import { Card } from '@potluck/ui';
import { AvatarEditor } from './avatar-editor';
import { CoverEditor } from './cover-editor';
import { ProfileDetails } from './profile-details';
import * as styles from './profile.css';

export interface SettingsTabProps {
  profile: Profile;
  name: string;
  avatarSrc: string | null;
  coverSrc: string | null;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  actions: {
    update: (input: ProfileUpdateInput) => Promise<unknown>;
    uploadAvatar: (file: File) => Promise<unknown>;
    deleteAvatar: () => Promise<unknown>;
    uploadCover: (file: File) => Promise<unknown>;
    deleteCover: () => Promise<unknown>;
  };
}

/** The settings tab (Edit Cover and Edit Profile open it): avatar, cover image and the profile details. */
export function SettingsTab({
  profile,
  name,
  avatarSrc,
  coverSrc,
  editing,
  onEditingChange,
  actions,
}: SettingsTabProps) {
  return (
    <div className={styles.form}>
      <Card padding="lg">
        <ProfileDetails profile={profile} onSave={actions.update} editing={editing} onEditingChange={onEditingChange} />
      </Card>
      <Card padding="lg">
        <AvatarEditor
          name={name}
          src={avatarSrc}
          hasAvatar={Boolean(profile.avatar_url)}
          onUpload={actions.uploadAvatar}
          onDelete={actions.deleteAvatar}
        />
      </Card>
      <Card padding="lg">
        <CoverEditor
          src={coverSrc}
          hasCover={Boolean(profile.cover_image_url)}
          onUpload={actions.uploadCover}
          onDelete={actions.deleteCover}
        />
      </Card>
    </div>
  );
}
