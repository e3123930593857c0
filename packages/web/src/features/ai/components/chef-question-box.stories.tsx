import { ApiError, CHEF_MESSAGES } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readAndDismissToast } from './ai-story-helpers';
import { AI_TEXT as T } from './ai-text';
import { modifyingAnswer, plainAnswer } from './ai.fixtures';
import { ChefQuestionBox } from './chef-question-box';

/** The recipe page's AI chef question box, without the network: asking and versioning are props. */
const meta = {
  title: 'AI/Chef Question Box',
  component: ChefQuestionBox,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    aiAvailable: true,
    canEdit: true,
    ask: fn(async () => plainAnswer),
    createVersion: fn(async () => ({ version_number: 4 })),
  },
} satisfies Meta<typeof ChefQuestionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const question = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Your question/ });

export const Empty: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    await expect(question(canvas)).toHaveValue('');
    await expect(canvas.getByText(T.questionHint)).toBeInTheDocument();
  },
};

export const BlankQuestion: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), '   {Enter}');
    await expect(await canvas.findByText(CHEF_MESSAGES.questionRequired)).toBeInTheDocument();
    await expect(args.ask).not.toHaveBeenCalled();
  },
};

export const Answer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), 'Can I roast them ahead?{Shift>}{Enter}{/Shift}Two days?');
    await expect(question(canvas)).toHaveValue('Can I roast them ahead?\nTwo days?');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(plainAnswer.answer)).toBeInTheDocument();
    await expect(args.ask).toHaveBeenCalledWith('Can I roast them ahead?\nTwo days?');
    await expect(canvas.queryByRole('button', { name: T.createVersion })).not.toBeInTheDocument();
  },
};

export const AnswerWithModifications: Story = {
  tags: ['dark-check'],
  args: { ask: fn(async () => modifyingAnswer) },
  play: async ({ canvas }) => {
    await userEvent.type(question(canvas), 'Can it be dairy-free?{Enter}');
    await expect(await canvas.findByRole('heading', { name: T.suggestedRecipe })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Dairy-free Tomato & Basil Soup' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: T.createVersion })).toBeEnabled();
  },
};

export const AnswerWithModificationsForMember: Story = {
  args: { ask: fn(async () => modifyingAnswer), canEdit: false },
  play: async ({ canvas }) => {
    await userEvent.type(question(canvas), 'Can it be dairy-free?{Enter}');
    await expect(await canvas.findByRole('heading', { name: T.suggestedRecipe })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: T.createVersion })).not.toBeInTheDocument();
  },
};

export const VersionCreated: Story = {
  args: { ask: fn(async () => modifyingAnswer) },
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), 'Can it be dairy-free?{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: T.createVersion }));
    await expect(args.createVersion).toHaveBeenCalledWith(
      modifyingAnswer.answer,
      modifyingAnswer.suggested_modifications,
    );
    await readAndDismissToast(CHEF_MESSAGES.versionCreated);
    await expect(canvas.getByText(T.versionCreated(4))).toBeInTheDocument();
  },
};

export const VersionFailed: Story = {
  args: {
    ask: fn(async () => modifyingAnswer),
    createVersion: fn(async () => Promise.reject(new ApiError(422, 'No change'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(question(canvas), 'Can it be dairy-free?{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: T.createVersion }));
    await readAndDismissToast(CHEF_MESSAGES.versionFailed);
    await expect(canvas.getByRole('button', { name: T.createVersion })).toBeEnabled();
  },
};

export const AskFailed: Story = {
  args: { ask: fn(async () => Promise.reject(new ApiError(503, 'The AI provider is not available'))) },
  play: async ({ canvas }) => {
    await userEvent.type(question(canvas), 'Less salt?{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.chefFailed);
  },
};

export const AiUnavailable: Story = {
  args: { aiAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.unavailable)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
