import { profileBadges, type Profile, type ProfileBadge } from '@potluck/api';
import { Award, CalendarDays, ChefHat, Globe, ImageUp, MapPin, Pencil, RefreshCw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { StatTiles } from '../stat-tiles/stat-tiles';
import * as styles from './profile-header.css';

/** The profile fields the header shows (spec 001 §3 Profile). */
export type ProfileHeaderData = Pick<
  Profile,
  | 'username'
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'bio'
  | 'location'
  | 'website'
  | 'created_at'
  | 'recipe_count'
  | 'follower_count'
  | 'following_count'
  | 'total_likes_received'
>;

export interface ProfileHeaderProps {
  profile: ProfileHeaderData;
  /** The cover image to show (an object URL); null shows the plain banner. */
  coverSrc: string | null;
  /** The avatar, usually with its upload and delete controls. */
  avatar: ReactNode;
  /** Edit Cover and Edit Profile both open the settings (spec 001 §2). */
  onEditCover: () => void;
  onEditProfile: () => void;
  onRefreshStats: () => void;
  /** A stats refresh is running. @default false */
  refreshing?: boolean;
}

const BADGE_LOOK: Record<ProfileBadge, { tone: BadgeTone; icon: ReactNode }> = {
  'New Member': { tone: 'secondary', icon: <Sparkles size={14} aria-hidden="true" /> },
  'Recipe Creator': { tone: 'primary', icon: <ChefHat size={14} aria-hidden="true" /> },
  'Popular Cook': { tone: 'accent', icon: <Award size={14} aria-hidden="true" /> },
};

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The name a profile goes by: display name, else first and last name, else the username. */
export function profileName(p: Pick<ProfileHeaderData, 'display_name' | 'first_name' | 'last_name' | 'username'>) {
  return p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ') || p.username;
}

/**
 * The top of /profile: cover, avatar, name, bio, where and since when, the badges of spec 001 §2 (New Member
 * always, Recipe Creator above 0 recipes, Popular Cook at 10 or more followers), the counts, and Edit Cover,
 * Edit Profile and Refresh Stats.
 */
export function ProfileHeader({
  profile,
  coverSrc,
  avatar,
  onEditCover,
  onEditProfile,
  onRefreshStats,
  refreshing = false,
}: ProfileHeaderProps) {
  const badges = profileBadges(profile);
  return (
    <section className={styles.root} aria-label="Profile">
      <div className={styles.cover}>
        {coverSrc ? <img className={styles.coverImage} src={coverSrc} alt="Profile cover" /> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.identity}>
          <div className={styles.avatarSlot}>{avatar}</div>
          <div className={styles.names}>
            <h1 className={styles.name}>{profileName(profile)}</h1>
            <p className={styles.username}>@{profile.username}</p>
          </div>
        </div>
        {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
        <ul className={styles.facts} aria-label="About">
          {profile.location ? (
            <li className={styles.fact}>
              <MapPin size={16} aria-hidden="true" />
              {profile.location}
            </li>
          ) : null}
          {profile.website ? (
            <li className={styles.fact}>
              <Globe size={16} aria-hidden="true" />
              <a href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ) : null}
          <li className={styles.fact}>
            <CalendarDays size={16} aria-hidden="true" />
            Joined {joined.format(new Date(profile.created_at))}
          </li>
        </ul>
        <ul className={styles.badges} aria-label="Badges">
          {badges.map((badge) => (
            <li key={badge}>
              <Badge tone={BADGE_LOOK[badge].tone} size="md" icon={BADGE_LOOK[badge].icon}>
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
        <StatTiles
          aria-label="Statistics"
          stats={[
            { label: 'Recipes', value: profile.recipe_count },
            { label: 'Followers', value: profile.follower_count },
            { label: 'Following', value: profile.following_count },
            { label: 'Likes received', value: profile.total_likes_received },
          ]}
        />
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" iconStart={<ImageUp size={16} />} onClick={onEditCover}>
            Edit Cover
          </Button>
          <Button variant="secondary" size="sm" iconStart={<Pencil size={16} />} onClick={onEditProfile}>
            Edit Profile
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconStart={<RefreshCw size={16} />}
            loading={refreshing}
            onClick={onRefreshStats}
          >
            Refresh Stats
          </Button>
        </div>
      </div>
    </section>
  );
}
