import type { User } from '@potluck/api';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';
import { useAvatarMutations } from '../api/use-avatar-mutations';
import { AvatarEditor } from './avatar-editor';

/** The signed-in member's avatar editor, wired to the API (the picture needs the viewer's token). */
export function AvatarSection({ user }: { user: User }) {
  const src = useAuthorizedImage(user.avatar_url);
  const { upload, remove } = useAvatarMutations();
  const name = user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return (
    <AvatarEditor name={name} src={src} hasAvatar={Boolean(user.avatar_url)} onUpload={upload} onDelete={remove} />
  );
}
