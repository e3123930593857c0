import { ApiError, CHEF_MESSAGES } from '@potluck/api';
import type { Nutrition } from '@potluck/api/domain';
import { openOverlayA11y, overlaysClosed } from '@potluck/ui/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readAndDismissToast } from './ai-story-helpers';
import { AI_TEXT as T } from './ai-text';
import { estimatedNutrition, pastedLabel } from './ai.fixtures';
import { NutritionEditor } from './nutrition-editor';

/** The editors' nutrition action of the recipe page, without the network: reading, estimating and saving are props. */
const meta = {
  title: 'AI/Nutrition Editor',
  component: NutritionEditor,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    hasNutrition: true,
    aiAvailable: true,
    ingredientLines: [
      '1.5 kg ripe tomatoes, halved',
      '1/4 cup olive oil',
      '6 cloves garlic, unpeeled',
      '1 l vegetable stock',
    ],
    servings: 4,
    parseLabel: fn(async () => ({ success: true })),
    estimate: fn(async (): Promise<Nutrition | null> => estimatedNutrition),
    saveEstimate: fn(async () => {}),
  },
} satisfies Meta<typeof NutritionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async (name: string = T.updateNutrition) => within(await page().findByRole('dialog', { name }));

async function openLabel(canvas: ReturnType<typeof within>, text: string) {
  await userEvent.click(canvas.getByRole('button', { name: T.updateNutrition }));
  const d = await dialog();
  if (text) await userEvent.type(d.getByRole('textbox', { name: new RegExp(T.labelText) }), text);
  await userEvent.click(d.getByRole('button', { name: T.readLabel }));
  return d;
}

async function openEstimate(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: T.updateNutrition }));
  const d = await dialog();
  await userEvent.click(d.getByRole('tab', { name: T.estimateTab }));
  await userEvent.click(await d.findByRole('button', { name: T.estimate }));
  return d;
}

export const UpdateAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.updateNutrition })).toBeEnabled();
  },
};

export const AddAction: Story = {
  args: { hasNutrition: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.addNutrition })).toBeEnabled();
  },
};

export const PasteLabel: Story = {
  name: 'Paste label (open)',
  tags: ['dark-check'],
  parameters: openOverlayA11y,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.updateNutrition }));
    const d = await dialog();
    await expect(d.getByRole('tab', { name: T.pasteLabelTab })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(d.getByRole('button', { name: T.readLabel }));
    await expect(await d.findByText('Please paste the nutrition information')).toBeInTheDocument();
    await expect(args.parseLabel).not.toHaveBeenCalled();
  },
};

export const LabelSaved: Story = {
  name: 'Label read and saved',
  play: async ({ canvas, args }) => {
    await openLabel(canvas, 'Calories 265{Enter}Total Fat 16g');
    await expect(args.parseLabel).toHaveBeenCalledWith('Calories 265\nTotal Fat 16g');
    await readAndDismissToast(CHEF_MESSAGES.nutritionParsed);
    await overlaysClosed();
  },
};

export const NoNutritionFound: Story = {
  parameters: openOverlayA11y,
  args: { parseLabel: fn(async () => ({ success: false })) },
  play: async ({ canvas }) => {
    const d = await openLabel(canvas, 'Serve with crusty bread');
    await readAndDismissToast(CHEF_MESSAGES.noNutrition);
    // Nothing was stored: the text stays to be corrected.
    await expect(d.getByRole('textbox', { name: new RegExp(T.labelText) })).toHaveValue('Serve with crusty bread');
  },
};

export const ParseFailed: Story = {
  parameters: openOverlayA11y,
  args: { parseLabel: fn(async () => Promise.reject(new ApiError(503, 'The AI provider is not available'))) },
  play: async ({ canvas }) => {
    await openLabel(canvas, pastedLabel.split('\n')[2]!);
    await readAndDismissToast(CHEF_MESSAGES.nutritionFailed);
    await expect(page().getByRole('dialog', { name: T.updateNutrition })).toBeInTheDocument();
  },
};

export const EstimateShown: Story = {
  tags: ['dark-check'],
  parameters: openOverlayA11y,
  play: async ({ canvas, args }) => {
    const d = await openEstimate(canvas);
    await expect(args.estimate).toHaveBeenCalledWith(args.ingredientLines.join('\n'), 4);
    const estimate = within(await d.findByRole('group', { name: T.estimateNotSaved }));
    await expect(estimate.getByText('318 kcal')).toBeInTheDocument();
    await expect(estimate.getByText('Per serving · recipe makes 4 servings')).toBeInTheDocument();
    await expect(d.getByRole('button', { name: T.saveNutrition })).toBeEnabled();
    await expect(args.saveEstimate).not.toHaveBeenCalled();
  },
};

export const EstimateSaved: Story = {
  play: async ({ canvas, args }) => {
    const d = await openEstimate(canvas);
    await userEvent.click(await d.findByRole('button', { name: T.saveNutrition }));
    await expect(args.saveEstimate).toHaveBeenCalledWith(estimatedNutrition);
    await readAndDismissToast(CHEF_MESSAGES.nutritionParsed);
    await overlaysClosed();
  },
};

export const EstimateFoundNothing: Story = {
  parameters: openOverlayA11y,
  args: { estimate: fn(async (): Promise<Nutrition | null> => null) },
  play: async ({ canvas }) => {
    const d = await openEstimate(canvas);
    await readAndDismissToast(CHEF_MESSAGES.noNutrition);
    await expect(d.queryByRole('button', { name: T.saveNutrition })).not.toBeInTheDocument();
  },
};

export const EstimateFailed: Story = {
  parameters: openOverlayA11y,
  args: {
    estimate: fn(async (): Promise<Nutrition | null> => Promise.reject(new ApiError(429, 'Too many AI requests'))),
  },
  play: async ({ canvas }) => {
    const d = await openEstimate(canvas);
    await readAndDismissToast(CHEF_MESSAGES.nutritionFailed);
    await expect(d.getByRole('button', { name: T.estimate })).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  parameters: openOverlayA11y,
  args: { saveEstimate: fn(async () => Promise.reject(new ApiError(422, 'Recipe title is required'))) },
  play: async ({ canvas }) => {
    const d = await openEstimate(canvas);
    await userEvent.click(await d.findByRole('button', { name: T.saveNutrition }));
    await readAndDismissToast(CHEF_MESSAGES.nutritionFailed, 'Recipe title is required');
    // Not stored: the estimate stays, to be saved again.
    await expect(d.getByRole('group', { name: T.estimateNotSaved })).toBeInTheDocument();
  },
};

export const AiUnavailable: Story = {
  args: { aiAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.nutritionUnavailable)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: T.updateNutrition })).not.toBeInTheDocument();
  },
};
