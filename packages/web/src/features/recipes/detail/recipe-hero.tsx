import type { Recipe } from '@potluck/api';
import { abbreviateCount, formatMinutes } from '@potluck/api/domain';
import { Avatar, Badge, CategoryIcon, DIFFICULTY_LABELS, RecipeFacts } from '@potluck/ui';
import { Bookmark, Eye, Heart, Star, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';
import { DETAIL_TEXT as T, formatRecipeDate } from './detail.constants';
import * as styles from './recipe-detail.css';

export interface RecipeCounts {
  likes: number;
  views: number;
  bookmarks: number;
  reviews: number;
}

export interface RecipeHeroProps {
  recipe: Recipe;
  /** Like, view, bookmark and review counts (the like and bookmark counts follow the viewer's toggles). */
  counts: RecipeCounts;
  /** The action rows under the intro (toolbar, owner actions). */
  children?: ReactNode;
  /** The version picker, at the end of the author line. */
  versionPicker?: ReactNode;
  /** Replaces the photo area: the image gallery and upload issue plugs in here. @default the featured image or a placeholder */
  media?: ReactNode;
}

/** Photo, title, author, date, description, times, counts, categories and tags. */
export function RecipeHero({ recipe, counts, children, versionPicker, media }: RecipeHeroProps) {
  const author = recipe.author_name || recipe.author_username;
  const date = formatRecipeDate(recipe.created_at);
  const facts = [
    { label: T.prep, value: formatMinutes(recipe.prep_time_minutes) },
    { label: T.cook, value: formatMinutes(recipe.cook_time_minutes) },
    { label: T.servings, value: String(recipe.servings) },
    { label: T.difficulty, value: DIFFICULTY_LABELS[recipe.difficulty] },
  ];
  const stats = [
    { key: 'likes', icon: <Heart size={16} />, value: counts.likes, label: T.likes },
    { key: 'views', icon: <Eye size={16} />, value: counts.views, label: T.views },
    { key: 'bookmarks', icon: <Bookmark size={16} />, value: counts.bookmarks, label: T.bookmarks },
    { key: 'reviews', icon: <Star size={16} />, value: counts.reviews, label: T.reviews },
  ];
  return (
    <header className={styles.hero}>
      <div className={styles.media}>
        {media ?? (
          <>
            {recipe.featured_image_url ? (
              <img className={styles.image} src={recipe.featured_image_url} alt={recipe.title} />
            ) : (
              <div className={styles.placeholder} role="img" aria-label={T.noImage}>
                <UtensilsCrossed size={56} strokeWidth={1.25} aria-hidden="true" />
              </div>
            )}
            {recipe.status === 'draft' ? (
              <Badge tone="accent" size="md" className={styles.mediaBadge}>
                {T.draft}
              </Badge>
            ) : null}
          </>
        )}
      </div>
      <div className={styles.intro}>
        {recipe.categories.length > 0 ? (
          <ul className={styles.kicker} aria-label="Categories">
            {recipe.categories.map((c) => (
              <li key={c.id}>
                <Badge tone="secondary" icon={c.icon ? <CategoryIcon icon={c.icon} /> : undefined}>
                  {c.name}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className={styles.title}>{recipe.title}</h1>
        <div className={styles.byline}>
          <AuthorAvatar name={author} url={recipe.author_avatar} />
          <div className={styles.bylineText}>
            <span className={styles.authorName}>by {author}</span>
            {date ? (
              <time className={styles.muted} dateTime={recipe.created_at}>
                {date}
              </time>
            ) : null}
          </div>
          {versionPicker ? <div className={styles.versionSlot}>{versionPicker}</div> : null}
        </div>
        {recipe.description ? <p className={styles.description}>{recipe.description}</p> : null}
        <RecipeFacts facts={facts} look="ruled" keepEmpty />
        <ul className={styles.stats} aria-label="Recipe counts">
          {stats.map((s) => (
            <li key={s.key} className={styles.stat}>
              <span aria-hidden="true">{s.icon}</span>
              <span className={styles.statValue}>{abbreviateCount(s.value)}</span>{' '}
              {s.value === 1 ? s.label.one : s.label.other}
            </li>
          ))}
        </ul>
        {recipe.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {recipe.tags.map((t) => (
              <li key={t.id}>
                <Badge tone="neutral">#{t.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** Avatars are served only with the viewer's token (decision 004): fetched as an object URL, initials meanwhile. */
function AuthorAvatar({ name, url }: { name: string; url: string | null }) {
  const src = useAuthorizedImage(url);
  return <Avatar name={name} src={src ?? undefined} size="md" decorative />;
}
