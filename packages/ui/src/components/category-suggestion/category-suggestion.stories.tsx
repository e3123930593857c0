import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { SuggestionLevel } from '@potluck/api/domain';
import { maxWidth } from '../../stories/decorators';
import { CategorySuggestion, type CategorySuggestionData } from './category-suggestion';

const EXAMPLES: Record<SuggestionLevel, CategorySuggestionData> = {
  high: { suggested_category: 'Produce', confidence: 0.92, source: 'synonym' },
  medium: { suggested_category: 'Dairy', confidence: 0.62, source: 'fuzzy_match' },
  low: { suggested_category: 'Bakery', confidence: 0.22, source: 'fuzzy_match' },
};

const meta = {
  title: 'Shopping/CategorySuggestion',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: CategorySuggestion,
  args: { onRetry: fn(), onApply: fn() },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof CategorySuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0.8 and above: green, and above 0.3 it is already in the category field. */
export const HighConfidence: Story = {
  args: { suggestion: EXAMPLES.high, applied: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Produce')).toBeInTheDocument();
    await expect(canvas.getByText('92%')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute('data-level', 'high');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 0.5 to 0.8: yellow. */
export const MediumConfidence: Story = {
  args: { suggestion: EXAMPLES.medium, applied: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute('data-level', 'medium');
  },
};

/** Below 0.3: red, shown but not applied; the member may take it. */
export const LowConfidence: Story = {
  args: { suggestion: EXAMPLES.low },
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute('data-level', 'low');
    await userEvent.click(canvas.getByRole('button', { name: 'Use Bakery' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** At 0.1 or below nothing is shown. */
export const TooUnsure: Story = {
  args: { suggestion: { suggested_category: 'Other', confidence: 0.1, source: 'default' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Other')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finding a category…' })).toBeInTheDocument();
  },
};

/** Three errors in a row: the spec's warning and a Retry link. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Smart suggestions temporarily disabled')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
