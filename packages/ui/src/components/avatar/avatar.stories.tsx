import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import marco from '../../fixtures/avatar-marco.svg';
import nonna from '../../fixtures/avatar-nonna.svg';
import { AVATAR_SIZES, Avatar } from './avatar';

const meta = {
  title: 'Primitives/Avatar',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Avatar,
  args: { name: 'Nonna Maria', src: nonna, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Nonna Maria' }).tagName).toBe('IMG'));
  },
};

export const Initials: Story = {
  args: { src: null, name: 'Marco Bianchi' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Marco Bianchi' });
    await expect(avatar).toHaveTextContent('MB');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/missing/avatar.png', name: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      {[nonna, marco, null].map((src, row) => (
        <div key={row} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          {AVATAR_SIZES.map((size) => (
            <Avatar key={size} size={size} src={src} name={['Nonna Maria', 'Marco Bianchi', 'Sofia Russo'][row]!} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const FallbackTints: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['Anna Conti', 'Ben Okafor', 'Carla Diaz', 'Dev Patel', 'Eli Cohen', 'Femi Ade'].map((name) => (
        <Avatar key={name} name={name} size="md" />
      ))}
    </div>
  ),
};
