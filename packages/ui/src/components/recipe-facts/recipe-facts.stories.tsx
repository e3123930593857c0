import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { RECIPE_FACTS_LOOKS, RecipeFacts } from './recipe-facts';

const facts = [
  { label: 'Prep', value: '15m' },
  { label: 'Cook', value: '1h 10m' },
  { label: 'Servings', value: '4' },
  { label: 'Difficulty', value: 'Medium' },
];

const meta = {
  title: 'Recipes/RecipeFacts',
  tags: ['dark-check'],
  component: RecipeFacts,
  args: { facts },
  argTypes: { look: { control: 'inline-radio', options: RECIPE_FACTS_LOOKS } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof RecipeFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recipe page: four ruled cells; a time the recipe has none of shows a dash. */
export const Ruled: Story = {
  args: { look: 'ruled', keepEmpty: true, facts: [{ label: 'Prep', value: '' }, ...facts.slice(1)] },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual(['Prep', 'Cook', 'Servings', 'Difficulty']);
    await expect(canvas.getByText('—')).toBeInTheDocument();
  },
};

/** A parsed or imported draft: only what the reader found. */
export const Compact: Story = {
  args: { look: 'compact', facts: [...facts.slice(0, 2), { label: 'Servings', value: '' }, facts[3]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.queryByText('Servings')).toBeNull();
  },
};

/** The paper sheet: label beside value, in print ink on white. */
export const Print: Story = {
  args: { look: 'print', facts: [...facts.slice(0, 2), { label: 'Total', value: '1h 25m' }, ...facts.slice(2)] },
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', color: '#1f1a17', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1h 25m')).toBeInTheDocument();
    await expect(canvas.getAllByRole('definition')).toHaveLength(5);
  },
};

/** Nothing known: no empty list is left behind. */
export const NothingKnown: Story = {
  args: { facts: facts.map((f) => ({ ...f, value: '' })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
