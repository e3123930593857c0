import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePlan, summaryOf } from '../meal-plans.fixtures';
import { AddingFromCollection } from './adding-from-collection';

const plans = [
  summaryOf(samplePlan([], { id: 7, name: 'Back-to-school week', start_date: '2025-04-06', end_date: '2025-04-12' })),
  summaryOf(samplePlan([], { id: 8, name: 'Easter weekend', start_date: '2025-04-18', end_date: '2025-04-21' })),
];

/** /meal-plans?recipes=…: back from the recipe collection, the add in progress, failed, or outside every plan. */
const meta = {
  title: 'Pages/Meal Plans/Adding From Collection',
  component: AddingFromCollection,
  args: { state: { busy: true, error: null, outside: null }, onBack: fn(), onNewPlan: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 720, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AddingFromCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adding: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Adding recipes to your meal plan/)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: { busy: false, error: 'Meal planning context not found', outside: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meal planning context not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Meal Plans' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const OutsideEveryPlan: Story = {
  tags: ['dark-check'],
  args: { state: { busy: false, error: null, outside: { day: '2025-03-02', plans } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('That day is not in a meal plan')).toBeInTheDocument();
    const list = within(canvas.getByRole('list', { name: 'Available plans' }));
    await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Back-to-school week: Apr 6 – 12, 2025',
      'Easter weekend: Apr 18 – 21, 2025',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'New Plan' }));
    await expect(args.onNewPlan).toHaveBeenCalled();
  },
};

export const OutsideWithNoPlans: Story = {
  args: { state: { busy: false, error: null, outside: { day: '2025-03-02', plans: [] } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Mar 2, 2025 falls outside every meal plan. Create a new plan for it.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Available plans' })).not.toBeInTheDocument();
  },
};
