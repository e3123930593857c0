import { SCALE_CHOICES, type ScaleChoice } from '@potluck/api/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { soupIngredients } from '../../fixtures/cooking';
import { IngredientChecklist } from '../ingredient-checklist/ingredient-checklist';
import { ServingsScaler } from './servings-scaler';

const meta = {
  title: 'Recipes/ServingsScaler',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ServingsScaler,
  args: { value: 1, onValueChange: fn(), servings: 4 },
  argTypes: { value: { control: 'inline-radio', options: SCALE_CHOICES } },
} satisfies Meta<typeof ServingsScaler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Original: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '1× (original quantity)' })).toBeChecked();
    await expect(canvas.getByText('Serves 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '2× (double quantity)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    // Each choice's accessible name contains what it shows (WCAG 2.5.3, label in name).
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.getAttribute('aria-label')).toContain(radio.textContent ?? '—');
    }
  },
};

export const Half: Story = { args: { value: 0.5 } };

export const Double: Story = { args: { value: 2 } };

export const Triple: Story = { args: { value: 3 } };

export const WithoutServings: Story = { args: { servings: null } };

function ScaledRecipe() {
  const [multiplier, setMultiplier] = useState<ScaleChoice>(1);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 520 }}>
      <ServingsScaler value={multiplier} onValueChange={setMultiplier} servings={4} />
      <IngredientChecklist ingredients={soupIngredients} multiplier={multiplier} />
    </div>
  );
}

export const ScalingIngredients: Story = {
  render: () => <ScaledRecipe />,
  play: async ({ canvas, step }) => {
    const list = within(canvas.getByRole('list', { name: 'Ingredients' }));
    await expect(list.getByText('1.5 cups')).toBeInTheDocument();

    await step('halving shows cook-friendly fractions', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '½× (half quantity)' }));
      await expect(list.getByText('3/4 cups')).toBeInTheDocument();
      await expect(list.getByText('1/4 tsp')).toBeInTheDocument();
      await expect(list.getByText('1/8 cup')).toBeInTheDocument();
      await expect(list.getByText('1/2 kg')).toBeInTheDocument();
      await expect(canvas.getByText('Serves 2')).toBeInTheDocument();
    });

    await step('tripling multiplies and keeps amount-less lines', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '3× (triple quantity)' }));
      await expect(list.getByText('4.5 cups')).toBeInTheDocument();
      await expect(list.getByText('18 cloves')).toBeInTheDocument();
      await expect(list.getByText('salt and pepper')).toBeInTheDocument();
      await expect(canvas.getByText('Serves 12')).toBeInTheDocument();
    });
  },
};
