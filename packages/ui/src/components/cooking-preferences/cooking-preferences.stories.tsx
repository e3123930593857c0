import { DEFAULT_COOKING_PREFERENCES, type CookingPreferences } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { CookingPreferencesPanel } from './cooking-preferences';

const filled: CookingPreferences = {
  skill_level: 'intermediate',
  preferred_cuisines: ['mexican', 'italian', 'middle_eastern'],
  cooking_time_preference: 'moderate',
  kitchen_equipment: 'advanced',
  spice_tolerance: 4,
  favorite_ingredients: ['garlic', 'lime', 'roasted chiles'],
  disliked_ingredients: ['cilantro'],
  cooking_goals: ['more vegetables', 'weeknight dinners under 45 minutes'],
};

const meta = {
  title: 'People/CookingPreferencesPanel',
  tags: ['dark-check'],
  component: CookingPreferencesPanel,
  args: { preferences: filled, onSave: fn(async () => undefined) },
  decorators: [maxWidth(760)],
} satisfies Meta<typeof CookingPreferencesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: every preference with its label; cuisines in the spec's order. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moderate (30-60 min)')).toBeInTheDocument();
    await expect(canvas.getByText('4 of 5 · Hot')).toBeInTheDocument();
    const cuisines = ['Italian', 'Mexican', 'Middle Eastern'];
    for (const c of cuisines) await expect(canvas.getByText(c)).toBeInTheDocument();
    await expect(canvas.getByText('weeknight dinners under 45 minutes')).toBeInTheDocument();
  },
};

/** Nothing saved yet: the defaults (spice tolerance 3) and empty lists. */
export const Defaults: Story = {
  args: { preferences: DEFAULT_COOKING_PREFERENCES },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 5 · Medium')).toBeInTheDocument();
    await expect(canvas.getAllByText('None yet')).toHaveLength(4);
  },
};

/** Edit mode: the lists are typed comma-separated and saved as lists; saving returns to view mode. */
export const Edit: Story = {
  args: { defaultEditing: true },
  play: async ({ args, canvas }) => {
    const dislikes = canvas.getByRole('textbox', { name: /Disliked ingredients/ });
    await userEvent.clear(dislikes);
    await userEvent.type(dislikes, 'cilantro,  olives , ,anchovies');
    fireEvent.change(canvas.getByRole('slider', { name: /Spice tolerance/ }), { target: { value: '5' } });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thai' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        spice_tolerance: 5,
        disliked_ingredients: ['cilantro', 'olives', 'anchovies'],
        preferred_cuisines: ['italian', 'mexican', 'thai', 'middle_eastern'],
      }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Preferences' })).toBeInTheDocument());
  },
};

/** Cancel leaves edit mode without saving. */
export const Cancel: Story = {
  args: { defaultEditing: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit Preferences' })).toBeInTheDocument();
  },
};

/** A refused save keeps the form open with what was typed (the page says why). */
export const SaveRefused: Story = {
  args: { defaultEditing: true, onSave: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvas }) => {
    const goals = canvas.getByRole('textbox', { name: /Cooking goals/ });
    await userEvent.type(goals, ', bake bread');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Preferences' })).toBeEnabled());
    await expect(goals).toHaveValue('more vegetables, weeknight dinners under 45 minutes, bake bread');
  },
};
