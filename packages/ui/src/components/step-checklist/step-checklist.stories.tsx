import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { soupSteps } from '../../fixtures/cooking';
import { maxWidth } from '../../stories/decorators';
import { StepChecklist } from './step-checklist';

const meta = {
  title: 'Recipes/StepChecklist',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: StepChecklist,
  args: { steps: soupSteps },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof StepChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    // formatMinutes: 40 → "40m".
    await expect(canvas.getByText('40m')).toBeInTheDocument();
    await expect(canvas.getByText('200°C')).toBeInTheDocument();
  },
};

export const CheckingOffStrikesThrough: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: 'Step 2 done' });
    const text = canvas.getByText(/Roast until the tomatoes are soft/);
    await expect(toggle).toHaveAccessibleDescription(/Roast until the tomatoes/);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(getComputedStyle(text).textDecorationLine).toBe('line-through');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(getComputedStyle(text).textDecorationLine).toBe('none');
  },
};

export const HalfwayThrough: Story = { args: { defaultChecked: [11, 12] } };

export const OutOfOrderData: Story = {
  args: { steps: [...soupSteps].reverse() },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    await expect(names).toEqual(['Step 1 done', 'Step 2 done', 'Step 3 done', 'Step 4 done']);
  },
};
