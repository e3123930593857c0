import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { TemplateCard, type TemplateCardData } from './template-card';

const weekly: TemplateCardData = {
  id: 4,
  name: 'Sunday big shop',
  description: 'The staples for a week of family dinners.',
  category: 'Weekly Shopping',
  estimated_cost: 86.5,
  is_public: false,
  usage_count: 12,
  template_items: [
    { name: 'Whole milk', amount: 2, unit: 'l' },
    { name: 'Eggs', amount: 12, unit: null },
    { name: 'Sourdough loaf', amount: 1, unit: null },
    { name: 'Bananas', amount: 6, unit: null },
    { name: 'Cheddar', amount: 0.5, unit: 'kg' },
  ],
};

const meta = {
  title: 'Shopping/TemplateCard',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: TemplateCard,
  args: { template: weekly, onUse: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [maxWidth(340)],
} satisfies Meta<typeof TemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's card: three sample items, the rest counted, Use, Edit and Delete. */
export const Owned: Story = {
  play: async ({ args, canvas }) => {
    const samples = canvas.getByRole('list', { name: 'Items in Sunday big shop' });
    await expect(samples.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('+2 more')).toBeInTheDocument();
    await expect(canvas.getByText('2 l')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use Template' }));
    await expect(args.onUse).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sunday big shop' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Someone else's public template: usable, not editable. */
export const PublicFromSomeoneElse: Story = {
  args: {
    template: { ...weekly, id: 5, name: 'Party night', category: 'Party Supplies', is_public: true, is_featured: true },
    onEdit: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Public')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  },
};

/** Fewer than three items: no "more" line. */
export const FewItems: Story = {
  args: {
    template: {
      ...weekly,
      description: null,
      estimated_cost: null,
      usage_count: 0,
      template_items: weekly.template_items.slice(0, 2),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/more$/)).not.toBeInTheDocument();
    await expect(canvas.getByText('2 items')).toBeInTheDocument();
  },
};
