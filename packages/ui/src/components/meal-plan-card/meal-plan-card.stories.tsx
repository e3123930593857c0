import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MealPlanCard, MEAL_PLAN_CARD_LAYOUTS, type MealPlanCardData } from './meal-plan-card';

const week: MealPlanCardData = {
  id: 7,
  name: 'Back-to-school week',
  description: 'Quick dinners and packed lunches.',
  start_date: '2025-03-02',
  end_date: '2025-03-08',
  is_active: true,
  default_servings: 4,
  is_template: false,
  total_meals: 24,
  planned_meals: 21,
  completed_meals: 18,
  total_slots: 28,
};

const meta = {
  title: 'Meal plans/MealPlanCard',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: MealPlanCard,
  args: { plan: week, today: '2025-03-04', href: '/meal-plans/7', onEdit: fn(), onDuplicate: fn(), onDelete: fn() },
  argTypes: { layout: { control: 'inline-radio', options: MEAL_PLAN_CARD_LAYOUTS } },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 960 : 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MealPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today lies inside the range: Active, with the counts and the share of meals cooked. */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Active')).toBeInTheDocument();
    await expect(canvas.getByText('Mar 2 – 8, 2025')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Complete' })).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('Remaining').nextElementSibling).toHaveTextContent('7');
    await expect(canvas.getByRole('link', { name: 'View Back-to-school week' })).toHaveAttribute(
      'href',
      '/meal-plans/7',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Back-to-school week' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Back-to-school week' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Upcoming: Story = {
  args: { today: '2025-02-27' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upcoming')).toBeInTheDocument();
  },
};

export const Completed: Story = {
  args: { today: '2025-03-09', plan: { ...week, planned_meals: 28, total_meals: 28, completed_meals: 28 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Complete' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Not active wins over the dates. */
export const Inactive: Story = {
  args: {
    plan: { ...week, is_active: false, planned_meals: 0, total_meals: 0, completed_meals: 0, description: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeInTheDocument();
  },
};

export const Template: Story = {
  args: {
    plan: { ...week, name: 'Family favourites', is_template: true, start_date: '2025-02-23', end_date: '2025-03-22' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Template')).toBeInTheDocument();
    await expect(canvas.getByText('Feb 23 – Mar 22, 2025')).toBeInTheDocument();
  },
};

/** The list layout: facts and progress beside the title on wide screens. */
export const ListLayout: Story = { args: { layout: 'list' } };
