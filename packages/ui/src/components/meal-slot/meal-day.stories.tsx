import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { MealDay } from './meal-day';
import { MealSlot } from './meal-slot';
import { MEAL_SLOT_TYPES } from './meal-slot.types';

const slots = (readOnly: boolean) =>
  MEAL_SLOT_TYPES.map((type) => (
    <MealSlot
      key={type}
      mealType={type}
      readOnly={readOnly}
      meal={type === 'dinner' ? { id: 1, recipe_name: 'Lemon tart', servings: 8, is_completed: readOnly } : null}
      onAdd={() => {}}
      onRemove={() => {}}
    />
  ));

const meta = {
  title: 'Meal plans/MealDay',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: MealDay,
  args: { dateLabel: 'Sunday, March 2', children: slots(false) },
  argTypes: { children: { control: false } },
  decorators: [maxWidth(760)],
} satisfies Meta<typeof MealDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sunday, March 2' })).toBeInTheDocument();
    await expect(canvas.queryByText('Today')).not.toBeInTheDocument();
  },
};

export const Today: Story = {
  args: { isToday: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today')).toBeInTheDocument();
  },
};

export const PastReadOnly: Story = {
  args: { isPast: true, dateLabel: 'Saturday, March 1', children: slots(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Past • Read Only/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  },
};

/** An upcoming day with nothing planned: every slot offers Add. */
export const EmptyDay: Story = {
  args: {
    dateLabel: 'Tuesday, March 4',
    children: MEAL_SLOT_TYPES.map((type) => <MealSlot key={type} mealType={type} onAdd={() => {}} />),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Add / })).toHaveLength(4);
  },
};

const full = {
  breakfast: { id: 21, recipe_name: 'Porridge with berries', servings: 4, is_completed: true },
  lunch: { id: 22, custom_meal_name: 'Leftovers', servings: 2 },
  dinner: { id: 23, recipe_name: 'Sunday ragù', servings: 6 },
  snack: { id: 24, recipe_name: 'Lemon tart', servings: 8 },
} as const;

/** Today with all four slots planned, one already cooked. */
export const FullDay: Story = {
  args: {
    isToday: true,
    children: MEAL_SLOT_TYPES.map((type) => (
      <MealSlot key={type} mealType={type} meal={full[type]} onOpen={() => {}} onRemove={() => {}} />
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  },
};
