import { type ActivityItem, memberName } from '@potluck/api';

const quoted = (title: string | undefined) => `“${title ?? 'a recipe'}”`;

/** Who did it: the member, and for a group of likes or bookmarks how many others. */
function who(item: ActivityItem): string {
  const name = item.actor ? memberName(item.actor) : 'Someone';
  if (item.count <= 1) return name;
  const others = item.count - 1;
  return `${name} and ${others} other${others === 1 ? '' : 's'}`;
}

/** One feed item as a sentence. */
export function activitySentence(item: ActivityItem): string {
  const title = quoted(item.recipe?.title);
  const note = item.message ? `: “${item.message}”` : '';
  switch (item.kind) {
    case 'recipe_shared':
      return `${who(item)} shared ${title} with you${note}`;
    case 'friend_request_received':
      return `${who(item)} sent you a friend request${note}`;
    case 'friend_request_accepted':
      return `${who(item)} accepted your friend request`;
    case 'friend_recipe_published':
      return `${who(item)} published ${title}`;
    case 'recipe_liked':
      return `${who(item)} liked ${title}`;
    case 'recipe_bookmarked':
      return `${who(item)} bookmarked ${title}`;
  }
}

/** `potluck activity`: newest first, one line each: UTC date and time, a mark for new ones, the sentence. */
export function renderActivity(items: readonly ActivityItem[]): string {
  if (items.length === 0) return 'Nothing here yet.';
  return items
    .map(
      (item) =>
        `${item.created_at.slice(0, 16).replace('T', ' ')}  ${item.is_new ? '•' : ' '} ${activitySentence(item)}`,
    )
    .join('\n');
}
