import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, useState, type ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { ErrorFallback } from './error-fallback';

const meta = {
  title: 'Shell/ErrorFallback',
  component: ErrorFallback,
  args: { onRetry: fn() },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InsideARegion: Story = { args: { fullPage: false }, parameters: { frame: 'padded' } };

/** A minimal boundary, like the web app's, to show the fallback recovering. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <ErrorFallback fullPage={false} onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}

function Flaky() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('render failed');
  return <Button onClick={() => setBroken(true)}>Break the page</Button>;
}

export const RecoversAfterTryAgain: Story = {
  parameters: { frame: 'padded' },
  render: () => (
    <Boundary>
      <Flaky />
    </Boundary>
  ),
  play: async ({ canvas }) => {
    const original = console.error;
    // React logs the caught render error; it is expected here.
    console.error = () => {};
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Break the page' }));
      await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await expect(await canvas.findByRole('button', { name: 'Break the page' })).toBeInTheDocument();
    } finally {
      console.error = original;
    }
  },
};
