import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { VIEW_MODES, ViewToggle, type ViewMode } from './view-toggle';

const meta = {
  title: 'Primitives/ViewToggle',
  component: ViewToggle,
  args: { value: 'grid', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: VIEW_MODES } },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('list');
  },
};

export const List: Story = { args: { value: 'list' } };

export const WithLabels: Story = { args: { showLabels: true } };

function Controlled() {
  const [mode, setMode] = useState<ViewMode>('grid');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <ViewToggle value={mode} onValueChange={setMode} showLabels />
      <p>Showing recipes as a {mode}.</p>
    </div>
  );
}

export const StaysSelectedOnSecondClick: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(canvas.getByText('Showing recipes as a list.')).toBeInTheDocument();
    // Clicking the active option again must not leave the toggle with nothing chosen.
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
  },
};
