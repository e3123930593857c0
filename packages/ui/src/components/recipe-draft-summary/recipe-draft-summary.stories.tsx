import type { ImportedRecipe, RecipeDraft } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { RecipeDraftSummary } from './recipe-draft-summary';

const pancakes: RecipeDraft = {
  title: 'Buttermilk pancakes',
  description: 'Fluffy weekend pancakes with blueberries.',
  prep_time_minutes: 10,
  cook_time_minutes: 15,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'american',
  meal_type: 'breakfast',
  ingredients: [
    { ingredient_name: 'flour', amount: 2, unit: 'cup', preparation: 'sifted', notes: null, is_optional: false },
    { ingredient_name: 'buttermilk', amount: 1.5, unit: 'cup', preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'blueberries', amount: 0.5, unit: 'cup', preparation: null, notes: null, is_optional: true },
  ],
  instructions: [
    {
      step_number: 2,
      instruction: 'Cook ladlefuls on a hot griddle.',
      time_minutes: 15,
      temperature: null,
      notes: null,
    },
    { step_number: 1, instruction: 'Whisk everything together.', time_minutes: 5, temperature: null, notes: null },
  ],
  notes: null,
  tags: ['breakfast'],
  nutrition_json: null,
};

const shakshuka: ImportedRecipe = {
  ...pancakes,
  title: 'Shakshuka',
  description: null,
  servings: 2,
  difficulty: 'medium',
  cuisine_type: 'Middle Eastern',
  visibility: 'public',
  status: 'draft',
  source_name: 'Example Kitchen',
  source_url: 'https://example.com/recipes/shakshuka',
};

const meta = {
  title: 'Recipes/RecipeDraftSummary',
  tags: ['dark-check'],
  component: RecipeDraftSummary,
  args: { draft: pancakes, idPrefix: 'story' },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof RecipeDraftSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the AI or built-in parser read: steps in order, optional ingredients marked. */
export const Parsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Buttermilk pancakes' })).toBeInTheDocument();
    const steps = within(canvas.getByRole('list', { name: 'Steps (2)' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual([
      'Whisk everything together.',
      'Cook ladlefuls on a hot griddle.',
    ]);
    await expect(canvas.getByText('1/2 cup blueberries (optional)')).toBeInTheDocument();
    await expect(canvas.getByText('Easy')).toBeInTheDocument();
  },
};

/** What an import read: the source is named and linked. */
export const Imported: Story = {
  args: { draft: shakshuka, idPrefix: 'imported' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Example Kitchen' });
    await expect(link).toHaveAttribute('href', 'https://example.com/recipes/shakshuka');
    await expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  },
};

/** An export's source that is not a web address is shown as text, never as a link. */
export const SourceNotALink: Story = {
  args: { draft: { ...shakshuka, source_name: null, source_url: 'Grandma’s notebook' }, idPrefix: 'notebook' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Grandma’s notebook/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Nested in the chef's answer: one heading level lower; unknown facts and empty lists say so. */
export const NothingFound: Story = {
  args: {
    draft: {
      ...pancakes,
      prep_time_minutes: null,
      servings: null,
      difficulty: null,
      ingredients: [],
      instructions: [],
    },
    headingLevel: 'h4',
    idPrefix: 'empty',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Buttermilk pancakes' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 5, name: 'Ingredients (0)' })).toBeInTheDocument();
    await expect(canvas.getByText('No ingredients were found.')).toBeInTheDocument();
    await expect(canvas.getByText('No steps were found.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['Cook']);
  },
};
