import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InvitationOnlyLanding } from './invitation-only-landing';

const meta = {
  title: 'Shell/InvitationOnlyLanding',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: InvitationOnlyLanding,
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof InvitationOnlyLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSignInLink: Story = {
  args: { signInHref: '#/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/invitation-only/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '#/login');
  },
};

export const WithSignInButton: Story = {
  args: { onSignIn: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { signInHref: '#/login' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
