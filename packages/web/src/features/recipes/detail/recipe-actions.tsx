import { Button, ConfirmDialog } from '@potluck/ui';
import { Bookmark, BookmarkCheck, EyeOff, Globe, Heart, Pencil, Printer, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DETAIL_TEXT as T } from './detail.constants';
import { DownloadMenu } from '../../import/components/download-menu';
import * as styles from './recipe-detail.css';

export interface SocialState {
  liked: boolean;
  bookmarked: boolean;
  onToggleLike: () => void;
  onToggleBookmark: () => void;
}

export interface RecipeToolbarProps {
  recipeId: number;
  /** Like and bookmark buttons; null hides them (nobody signed in). */
  social: SocialState | null;
  /** The share menu (ShareMenu). */
  share: ReactNode;
}

/** Like, save, share, download and print. */
export function RecipeToolbar({ recipeId, social, share }: RecipeToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {social ? (
        <>
          <Button
            variant={social.liked ? 'primary' : 'secondary'}
            aria-pressed={social.liked}
            iconStart={<Heart size={18} fill={social.liked ? 'currentColor' : 'none'} />}
            onClick={social.onToggleLike}
          >
            {social.liked ? T.liked : T.like}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={social.bookmarked}
            iconStart={social.bookmarked ? <BookmarkCheck size={18} /> : <Bookmark size={18} />}
            onClick={social.onToggleBookmark}
          >
            {social.bookmarked ? T.saved : T.save}
          </Button>
        </>
      ) : null}
      {share}
      {/* Exports need a signed-in member, like liking and saving do. */}
      {social ? <DownloadMenu recipeId={recipeId} /> : null}
      <Button asChild variant="ghost" iconStart={<Printer size={18} />}>
        <Link to={`/print/${recipeId}`}>{T.print}</Link>
      </Button>
    </div>
  );
}

export interface OwnerActionsProps {
  recipeId: number;
  title: string;
  status: 'draft' | 'published';
  onTogglePublished: () => void;
  /** Publishing or unpublishing is under way. @default false */
  publishing?: boolean;
  /** Deletes after the confirmation; the dialog stays busy until the promise settles. */
  onDelete: () => Promise<unknown>;
}

/** What the author (or an admin) may do: publish or unpublish, edit, delete with confirmation. */
export function OwnerActions({
  recipeId,
  title,
  status,
  onTogglePublished,
  publishing = false,
  onDelete,
}: OwnerActionsProps) {
  const isDraft = status === 'draft';
  return (
    <div className={styles.ownerBar} role="group" aria-label="Author actions">
      <span className={styles.ownerLabel}>
        {isDraft ? 'Only you can see this draft.' : 'Published for your family.'}
      </span>
      <Button
        size="sm"
        variant={isDraft ? 'primary' : 'secondary'}
        loading={publishing}
        iconStart={isDraft ? <Globe size={16} /> : <EyeOff size={16} />}
        onClick={onTogglePublished}
      >
        {isDraft ? T.publish : T.unpublish}
      </Button>
      <Button asChild size="sm" variant="secondary" iconStart={<Pencil size={16} />}>
        <Link to={`/recipes/${recipeId}/edit`}>{T.edit}</Link>
      </Button>
      <ConfirmDialog
        title={T.deleteTitle}
        description={T.deleteDescription(title)}
        confirmLabel={T.delete}
        onConfirm={onDelete}
        trigger={
          <Button size="sm" variant="danger" iconStart={<Trash2 size={16} />}>
            {T.delete}
          </Button>
        }
      />
    </div>
  );
}
