import type { Meta, StoryObj } from '@storybook/react-vite';
import { GripVertical } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { MealDay } from './meal-day';
import { MealSlot } from './meal-slot';
import { MEAL_SLOT_TYPES } from './meal-slot.types';

const soup = { id: 1, recipe_name: 'Nonna’s roasted tomato soup', servings: 4, is_completed: false };

const meta = {
  title: 'Meal plans/MealSlot',
  component: MealSlot,
  args: { mealType: 'dinner', onAdd: fn(), onOpen: fn(), onRemove: fn() },
  argTypes: { mealType: { control: 'inline-radio', options: MEAL_SLOT_TYPES } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 760 : 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MealSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add dinner' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: { meal: soup },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nonna’s roasted tomato soup' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Nonna’s roasted tomato soup from dinner' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Completed: Story = { args: { meal: { ...soup, is_completed: true } } };

export const CustomMeal: Story = {
  args: { mealType: 'lunch', meal: { id: 2, custom_meal_name: 'Leftovers', servings: 2 } },
};

export const PastEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    // Past days cannot be added to.
    await expect(canvas.queryByRole('button', { name: 'Add dinner' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Nothing planned')).toBeInTheDocument();
  },
};

export const PastFilled: Story = {
  args: { readOnly: true, meal: soup },
  play: async ({ canvas }) => {
    // ...nor removed from.
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const Breakfast: Story = { args: { mealType: 'breakfast' } };

export const Snack: Story = { args: { mealType: 'snack', meal: { id: 3, recipe_name: 'Lemon tart', servings: 8 } } };

const week = [
  {
    dateLabel: 'Saturday, March 1',
    isPast: true,
    meals: {
      breakfast: { id: 10, recipe_name: 'Porridge', servings: 2, is_completed: true },
      dinner: { id: 11, recipe_name: 'Sunday ragù', servings: 6, is_completed: true },
    },
  },
  {
    dateLabel: 'Sunday, March 2',
    isToday: true,
    meals: {
      lunch: { id: 12, recipe_name: 'Summer herb salad', servings: 4 },
      dinner: { id: 13, recipe_name: 'Nonna’s roasted tomato soup', servings: 4 },
    },
  },
  { dateLabel: 'Monday, March 3', meals: {} },
] as const;

export const Days: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {week.map((day) => (
        <MealDay key={day.dateLabel} dateLabel={day.dateLabel} isToday={'isToday' in day} isPast={'isPast' in day}>
          {MEAL_SLOT_TYPES.map((type) => (
            <MealSlot
              key={type}
              {...args}
              mealType={type}
              meal={(day.meals as Record<string, typeof soup | undefined>)[type] ?? null}
              readOnly={'isPast' in day}
            />
          ))}
        </MealDay>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today')).toBeInTheDocument();
    await expect(canvas.getByText(/Past • Read Only/)).toBeInTheDocument();
  },
};

/** The cook's toggle: marks the meal cooked (and back). */
export const MarkCooked: Story = {
  args: { meal: soup, onToggleCompleted: fn() },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mark as cooked' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleCompleted).toHaveBeenCalledOnce();
  },
};

/** Move opens the page's move dialog: the keyboard way to another day or slot. */
export const Movable: Story = {
  args: { meal: soup, onMove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Nonna’s roasted tomato soup from dinner' }));
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

const grab = fn();

/** The page's drag handle sits before the meal type; a past (read-only) slot never shows it. */
export const Draggable: Story = {
  args: {
    meal: soup,
    onMove: fn(),
    dragHandle: (
      <IconButton
        aria-label="Drag Nonna’s roasted tomato soup from dinner"
        icon={<GripVertical size={16} />}
        size="sm"
        onClick={grab}
      />
    ),
  },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Drag Nonna’s roasted tomato soup from dinner' });
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(grab).toHaveBeenCalledOnce();
  },
};

export const DraggablePast: Story = {
  args: { ...Draggable.args, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
  },
};
