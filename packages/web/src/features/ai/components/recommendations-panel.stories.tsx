import { AI_RECOMMENDATION_ERRORS, ApiError, CHEF_MESSAGES } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readAndDismissToast } from './ai-story-helpers';
import { AI_TEXT as T } from './ai-text';
import { emptyRecommendations, otherRecommendations, sampleRecommendations } from './ai.fixtures';
import { RecipeAiUnavailable } from './recipe-ai-panels';
import { RecommendationsPanel } from './recommendations-panel';

/** The recipe page's AI recommendations panel, without the network: the calls are props. */
const meta = {
  title: 'AI/Recommendations Panel',
  component: RecommendationsPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    saved: sampleRecommendations,
    canEdit: false,
    aiAvailable: true,
    generate: fn(async () => otherRecommendations),
    save: fn(async () => {}),
    clear: fn(async () => {}),
  },
} satisfies Meta<typeof RecommendationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    const saved = within(canvas.getByRole('group', { name: T.savedBadge }));
    await expect(saved.getByRole('heading', { name: T.cookingTips })).toBeInTheDocument();
    await expect(saved.getByRole('heading', { name: T.substitutions })).toBeInTheDocument();
    await expect(saved.getByText('coconut milk')).toBeInTheDocument();
    await expect(saved.getByRole('heading', { name: T.nutritionalHighlights })).toBeInTheDocument();
    await expect(saved.getByRole('heading', { name: T.storage })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: T.clearRecommendations })).not.toBeInTheDocument();
  },
};

export const SavedForEditor: Story = {
  args: { canEdit: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.clearRecommendations }));
    await expect(args.clear).toHaveBeenCalledOnce();
    await readAndDismissToast(T.recommendationsCleared);
  },
};

export const NothingSavedYet: Story = {
  args: { saved: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.noSaved)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: T.generate })).toBeEnabled();
  },
};

export const NewUnsaved: Story = {
  tags: ['dark-check'],
  args: { canEdit: true, generate: fn(async () => sampleRecommendations), saved: otherRecommendations },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.regenerate }));
    const fresh = within(await canvas.findByRole('group', { name: T.newNotSaved }));
    await expect(fresh.getByText(T.newBadge)).toBeInTheDocument();
    await expect(fresh.getByText(T.toolsNote(1))).toBeInTheDocument();
    await expect(fresh.getByRole('button', { name: T.saveRecommendations })).toBeEnabled();
    await expect(args.generate).toHaveBeenCalledOnce();
  },
};

export const NewUnsavedForMember: Story = {
  args: { saved: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.generate }));
    const fresh = within(await canvas.findByRole('group', { name: T.newNotSaved }));
    await expect(fresh.queryByRole('button', { name: T.saveRecommendations })).not.toBeInTheDocument();
    await expect(fresh.getByRole('button', { name: T.discard })).toBeEnabled();
  },
};

export const SavedAfterSaving: Story = {
  args: { canEdit: true, saved: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.generate }));
    await userEvent.click(await canvas.findByRole('button', { name: T.saveRecommendations }));
    await expect(args.save).toHaveBeenCalledWith(otherRecommendations);
    await readAndDismissToast(T.recommendationsSaved);
    await expect(canvas.queryByRole('group', { name: T.newNotSaved })).not.toBeInTheDocument();
  },
};

export const NoneGenerated: Story = {
  args: { saved: null, generate: fn(async () => emptyRecommendations) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.generate }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.noRecommendations);
  },
};

const failing = (status: number, detail: string, message: string): Story => ({
  args: { saved: null, generate: fn(async () => Promise.reject(new ApiError(status, detail))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.generate }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  },
});

export const ErrorNotFound: Story = failing(404, 'Recipe Not Found', AI_RECOMMENDATION_ERRORS.notFound);
export const ErrorSignedOut: Story = failing(401, 'Not authenticated', AI_RECOMMENDATION_ERRORS.signedOut);
export const ErrorUnavailable: Story = failing(
  503,
  'The AI provider is not available',
  AI_RECOMMENDATION_ERRORS.unavailable,
);
export const ErrorTooFast: Story = failing(429, 'Too many AI requests', AI_RECOMMENDATION_ERRORS.tooFast);
export const ErrorApiKey: Story = failing(400, 'The AI provider rejected the API key', AI_RECOMMENDATION_ERRORS.apiKey);
export const ErrorGeneric: Story = failing(500, 'Internal error', AI_RECOMMENDATION_ERRORS.generic);

export const SaveFailed: Story = {
  args: { canEdit: true, saved: null, save: fn(async () => Promise.reject(new ApiError(503, 'Database unavailable'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.generate }));
    await userEvent.click(await canvas.findByRole('button', { name: T.saveRecommendations }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.saveRecommendationsFailed);
    await expect(canvas.getByRole('group', { name: T.newNotSaved })).toBeInTheDocument();
  },
};

export const ClearFailed: Story = {
  args: { canEdit: true, clear: fn(async () => Promise.reject(new ApiError(403, 'Not allowed'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.clearRecommendations }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.clearRecommendationsFailed);
  },
};

export const AiUnavailable: Story = {
  args: { aiAvailable: false, canEdit: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.unavailable)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: T.savedBadge })).toBeInTheDocument();
  },
};

/**
 * The recipe page with the AI chef off: its one notice (in place of every AI panel's own note) and the saved
 * recommendations, still readable, without actions.
 */
export const SavedWithAiChefOff: Story = {
  tags: ['dark-check'],
  args: { aiAvailable: false, unavailableNote: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RecipeAiUnavailable />
      <RecommendationsPanel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.aiChefOff)).toBeInTheDocument();
    await expect(canvas.queryByText(T.unavailable)).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: T.savedBadge })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
  },
};
