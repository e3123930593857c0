import { NUTRITION_UNAVAILABLE_MESSAGE } from '@potluck/api/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fractionalServings, negativeNutrition, soupNutrition, soupNutritionText } from '../../fixtures/nutrition';
import { maxWidth } from '../../stories/decorators';
import { NutritionPanel } from './nutrition-panel';

const meta = {
  title: 'Recipes/NutritionPanel',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: NutritionPanel,
  args: { nutrition: soupNutrition },
  argTypes: { nutrition: { control: 'object' } },
  decorators: [maxWidth(440)],
} satisfies Meta<typeof NutritionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerServing: Story = {
  play: async ({ canvas }) => {
    // Precision 0 for calories, sodium, cholesterol, calcium; 1 for the rest.
    await expect(canvas.getByText('215 kcal')).toBeInTheDocument();
    await expect(canvas.getByText('4.3 g')).toBeInTheDocument();
    await expect(canvas.getByText('612 mg')).toBeInTheDocument();
    await expect(canvas.getByText('38.2 mg')).toBeInTheDocument();
    await expect(canvas.getByText('62 mg')).toBeInTheDocument();
    await expect(canvas.getByText(/recipe makes 4 servings/)).toBeInTheDocument();
  },
};

export const FromJsonText: Story = { args: { nutrition: soupNutritionText } };

export const WithoutDisclaimer: Story = { args: { nutrition: { ...soupNutrition, disclaimer: null, servings: 1 } } };

export const Missing: Story = {
  args: { nutrition: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NUTRITION_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  },
};

export const NegativeValue: Story = {
  args: { nutrition: negativeNutrition },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nutritional information not available for this recipe.')).toBeInTheDocument();
    await expect(canvas.queryByText('215 kcal')).not.toBeInTheDocument();
  },
};

export const FractionalServings: Story = {
  args: { nutrition: fractionalServings },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NUTRITION_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  },
};

export const BrokenJson: Story = { args: { nutrition: '{"per_serving": ' } };
