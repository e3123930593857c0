import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { MEAL_PLAN_CONGRATULATIONS, MealPlanProgress } from './meal-plan-progress';

const meta = {
  title: 'Meal plans/MealPlanProgress',
  tags: ['dark-check'],
  component: MealPlanProgress,
  args: { completed: 5, total: 12 },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof MealPlanProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed meals divided by total meals. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 of 12 meals completed')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Plan progress' })).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.queryByText(MEAL_PLAN_CONGRATULATIONS)).not.toBeInTheDocument();
  },
};

export const NothingPlanned: Story = {
  args: { completed: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 0 meals completed')).toBeInTheDocument();
    await expect(canvas.queryByText(MEAL_PLAN_CONGRATULATIONS)).not.toBeInTheDocument();
  },
};

/** Every meal cooked: the congratulations message. */
export const AllCompleted: Story = {
  args: { completed: 12, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MEAL_PLAN_CONGRATULATIONS);
  },
};
