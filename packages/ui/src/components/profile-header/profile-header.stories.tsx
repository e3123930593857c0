import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { ProfileHeader, type ProfileHeaderData } from './profile-header';

const rosa: ProfileHeaderData = {
  username: 'rosa',
  display_name: 'Rosa Martinez',
  first_name: 'Rosa',
  last_name: 'Martinez',
  bio: 'Sunday sauce, Tuesday tacos, and whatever the garden gives.',
  location: 'Tucson, AZ',
  website: 'https://rosa.example.com',
  created_at: '2026-03-14T10:00:00Z',
  recipe_count: 0,
  follower_count: 0,
  following_count: 0,
  total_likes_received: 0,
};

/** A drawn banner, so the story needs no network. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect width="800" height="200" fill="#c2562f"/>' +
      '<circle cx="640" cy="60" r="90" fill="#e9a23b"/><circle cx="160" cy="190" r="120" fill="#7a8b4f"/></svg>',
  );

const badgeNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Badges' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const meta = {
  title: 'People/ProfileHeader',
  tags: ['dark-check'],
  component: ProfileHeader,
  args: {
    profile: rosa,
    coverSrc: null,
    avatar: <Avatar name="Rosa Martinez" size="xl" />,
    onEditCover: fn(),
    onEditProfile: fn(),
    onRefreshStats: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: only the New Member badge; Edit Cover, Edit Profile and Refresh Stats call back. */
export const NewMember: Story = {
  play: async ({ args, canvas }) => {
    await expect(badgeNames(canvas)).toEqual(['New Member']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rosa Martinez' })).toBeInTheDocument();
    await expect(canvas.getByText('Joined March 2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Cover' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Stats' }));
    await expect(args.onEditCover).toHaveBeenCalledOnce();
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
    await expect(args.onRefreshStats).toHaveBeenCalledOnce();
  },
};

/** One recipe or more: Recipe Creator joins New Member. */
export const RecipeCreator: Story = {
  args: { profile: { ...rosa, recipe_count: 12, follower_count: 9, following_count: 9, total_likes_received: 31 } },
  play: async ({ canvas }) => {
    await expect(badgeNames(canvas)).toEqual(['New Member', 'Recipe Creator']);
    await expect(canvas.getByText('31')).toBeInTheDocument();
  },
};

/** Ten followers or more: Popular Cook too, over a cover image. */
export const PopularCook: Story = {
  args: {
    coverSrc: COVER,
    profile: { ...rosa, recipe_count: 48, follower_count: 10, following_count: 10, total_likes_received: 1250 },
  },
  play: async ({ canvas }) => {
    await expect(badgeNames(canvas)).toEqual(['New Member', 'Recipe Creator', 'Popular Cook']);
    await expect(canvas.getByRole('img', { name: 'Profile cover' })).toBeInTheDocument();
    await expect(canvas.getByText('1,250')).toBeInTheDocument();
  },
};

/** Popular without recipes: the badges are independent. Nothing but the username to go by. */
export const PopularWithoutRecipes: Story = {
  args: {
    profile: {
      ...rosa,
      display_name: null,
      first_name: null,
      last_name: null,
      bio: null,
      location: null,
      website: null,
      follower_count: 14,
      following_count: 14,
    },
    avatar: <Avatar name="rosa" size="xl" />,
  },
  play: async ({ canvas }) => {
    await expect(badgeNames(canvas)).toEqual(['New Member', 'Popular Cook']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'rosa' })).toBeInTheDocument();
  },
};

/** Refresh Stats while the counts are recomputed: busy and not pressable twice. */
export const Refreshing: Story = {
  args: { refreshing: true, profile: { ...rosa, recipe_count: 3 } },
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole('button', { name: 'Refresh Stats' });
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
  },
};
