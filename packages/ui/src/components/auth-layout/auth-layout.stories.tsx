import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Spinner } from '../spinner/spinner';
import { AuthLayout } from './auth-layout';

const loginForm = (
  <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
    <Field label="Email or username" required>
      <Input autoComplete="username" />
    </Field>
    <Field label="Password" required>
      <Input type="password" autoComplete="current-password" />
    </Field>
    <Button type="submit" fullWidth size="lg">
      Sign In
    </Button>
  </form>
);

const meta = {
  title: 'Shell/AuthLayout',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: AuthLayout,
  args: {
    title: 'Welcome back',
    description: 'Sign in to your family cookbook.',
    children: loginForm,
    footer: <>Have an invitation? Open the link from your email to join.</>,
  },
  argTypes: { children: { control: false }, footer: { control: false } },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Potluck' })).toBeInTheDocument();
  },
};

export const LoginError: Story = {
  args: {
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
        <Alert>Login failed. Please try again.</Alert>
        <Field label="Email or username" required>
          <Input defaultValue="maria" />
        </Field>
        <Field label="Password" required>
          <Input type="password" defaultValue="wrong-password" />
        </Field>
        <Button type="submit" fullWidth size="lg">
          Sign In
        </Button>
      </form>
    ),
  },
};

export const ValidatingInvitation: Story = {
  args: {
    title: 'Join the family table',
    description: 'Checking your invitation…',
    footer: undefined,
    children: (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <Spinner size="lg" label="Validating invitation" />
      </div>
    ),
  },
};

export const Register: Story = {
  args: {
    title: 'Join the family table',
    description: 'Maria invited you to Potluck.',
    footer: 'Already have an account? Sign in instead.',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
        <Field label="Email" hint="Taken from your invitation.">
          <Input type="email" readOnly defaultValue="luca@example.com" />
        </Field>
        <Field label="Username" required error="Username can only contain letters, numbers, and underscores">
          <Input defaultValue="luca b" />
        </Field>
        <Field label="Password" required>
          <Input type="password" />
        </Field>
        <Field label="Confirm password" required>
          <Input type="password" />
        </Field>
        <Button type="submit" fullWidth size="lg">
          Create Account
        </Button>
      </form>
    ),
  },
};
