import { cx } from 'class-variance-authority';
import { Bookmark, ChefHat, Heart, Share2, UserCheck, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { memberName, type FriendMember } from '../friend-row/member-name';
import { renderAnchor, type RenderLink } from '../link/link';
import * as styles from './activity-item.css';
import { activityTime } from './activity-time';

/** What a feed item tells (the contract's ACTIVITY_KINDS). */
export const ACTIVITY_ITEM_KINDS = [
  'recipe_shared',
  'friend_request_received',
  'friend_request_accepted',
  'friend_recipe_published',
  'recipe_liked',
  'recipe_bookmarked',
] as const;
export type ActivityItemKind = (typeof ACTIVITY_ITEM_KINDS)[number];

export interface ActivityItemData {
  id: string;
  kind: ActivityItemKind;
  created_at: string;
  /** Who did it (for a group, the latest member); null once they are out of sight. */
  actor: FriendMember | null;
  /** 1, or for a group of likes or bookmarks how many members that day. */
  count: number;
  recipe: { id: number; title: string } | null;
  message: string | null;
  is_new: boolean;
}

export interface ActivityItemProps {
  item: ActivityItemData;
  /** Where a member's name leads. @default `/friends?tab=search&q={username}` */
  personHref?: (member: FriendMember) => string;
  /** Where a recipe's title leads. @default `/recipes/{id}` */
  recipeHref?: (recipe: { id: number }) => string;
  /** Where "Respond" on a friend request leads. @default '/friends?tab=pending' */
  pendingHref?: string;
  /** The web app's router link. @default a plain anchor */
  renderLink?: RenderLink;
  /** "Now" for the relative time (stories fix it). @default the current time */
  now?: Date;
}

const ICONS: Record<ActivityItemKind, ReactNode> = {
  recipe_shared: <Share2 size={12} />,
  friend_request_received: <UserPlus size={12} />,
  friend_request_accepted: <UserCheck size={12} />,
  friend_recipe_published: <ChefHat size={12} />,
  recipe_liked: <Heart size={12} />,
  recipe_bookmarked: <Bookmark size={12} />,
};

const others = (count: number) => (count > 1 ? ` and ${count - 1} ${count === 2 ? 'other' : 'others'}` : '');

/** One line of the Activity feed: who did what, to which recipe, when; new items stand out. */
export function ActivityItem({
  item,
  personHref = (member) => `/friends?tab=search&q=${encodeURIComponent(member.username)}`,
  recipeHref = (recipe) => `/recipes/${recipe.id}`,
  pendingHref = '/friends?tab=pending',
  renderLink = renderAnchor,
  now,
}: ActivityItemProps) {
  const actorName = item.actor ? memberName(item.actor) : 'A member';
  const who = item.actor
    ? renderLink({ href: personHref(item.actor), className: styles.link, children: actorName })
    : actorName;
  const recipe = item.recipe
    ? renderLink({ href: recipeHref(item.recipe), className: styles.link, children: item.recipe.title })
    : 'a recipe';
  const sentences: Record<ActivityItemKind, ReactNode> = {
    recipe_shared: (
      <>
        {who} shared {recipe} with you
      </>
    ),
    friend_request_received: <>{who} sent you a friend request</>,
    friend_request_accepted: <>{who} accepted your friend request</>,
    friend_recipe_published: (
      <>
        {who} published {recipe}
      </>
    ),
    recipe_liked: (
      <>
        {who}
        {others(item.count)} liked {recipe}
      </>
    ),
    recipe_bookmarked: (
      <>
        {who}
        {others(item.count)} saved {recipe}
      </>
    ),
  };
  return (
    <li className={cx(styles.root, item.is_new && styles.isNew)}>
      <Avatar name={actorName} src={item.actor?.avatar_url} decorative />
      <span className={styles.icon} aria-hidden="true">
        {ICONS[item.kind]}
      </span>
      <div className={styles.body}>
        <p className={styles.sentence}>{sentences[item.kind]}</p>
        {item.message ? <p className={styles.message}>“{item.message}”</p> : null}
        <div className={styles.meta}>
          <time dateTime={item.created_at} title={new Date(item.created_at).toLocaleString('en-US')}>
            {activityTime(item.created_at, now ?? new Date())}
          </time>
          {item.is_new ? <Badge tone="primary">New</Badge> : null}
          {item.kind === 'friend_request_received'
            ? renderLink({ href: pendingHref, className: styles.respond, children: 'Respond' })
            : null}
        </div>
      </div>
    </li>
  );
}
