import { AI_PARSE_ERRORS, AI_PARSE_MESSAGES, ApiError, type ParsedRecipeResponse } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiAssistedTab } from './ai-assisted-tab';
import { AI_TEXT as T } from './ai-text';
import { notParsed, pancakeText, parsed } from './ai.fixtures';

/** Create Recipe → AI-Assisted, without the network: parsing and the clipboard are props. */
const meta = {
  title: 'AI/AI-Assisted Tab',
  component: AiAssistedTab,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    aiAvailable: true,
    parse: fn(async () => parsed('high')),
    onUse: fn(),
    readClipboard: fn(async () => pancakeText),
  },
} satisfies Meta<typeof AiAssistedTab>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Pastes the sample recipe with the Paste from clipboard button and parses it. */
async function pasteAndParse(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: T.pasteFromClipboard }));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: /Recipe text/ })).toHaveValue(pancakeText));
  await userEvent.click(canvas.getByRole('button', { name: T.parse }));
}

export const InputWithAi: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.readByAi)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: T.useAi })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe text/ }), 'Pancakes');
    await expect(canvas.getByRole('button', { name: T.parse })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe text/ }), ': flour');
    await expect(canvas.getByRole('button', { name: T.parse })).toBeEnabled();
  },
};

export const InputWithoutAiKey: Story = {
  args: { aiAvailable: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(T.readByBuiltinNoKey)).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: T.useAi })).not.toBeInTheDocument();
    await pasteAndParse(canvas);
    await expect(args.parse).toHaveBeenCalledWith(pancakeText, false);
    await userEvent.click(await canvas.findByRole('button', { name: T.tryAgain }));
  },
};

export const EmptyText: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe text/ }), '            ');
    await userEvent.click(canvas.getByRole('button', { name: T.parse }));
    await expect(await canvas.findByText(AI_PARSE_MESSAGES.empty)).toBeInTheDocument();
    await expect(args.parse).not.toHaveBeenCalled();
  },
};

export const TextTooShort: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe text/ }), 'Pancakes: flour, eggs, milk.');
    await userEvent.click(canvas.getByRole('button', { name: T.parse }));
    await expect(await canvas.findByText(AI_PARSE_MESSAGES.tooShort)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Recipe text/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.parse).not.toHaveBeenCalled();
  },
};

export const ClipboardFailed: Story = {
  args: {
    readClipboard: fn(async () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.pasteFromClipboard }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AI_PARSE_MESSAGES.clipboard);
  },
};

const previewStory = (answer: ParsedRecipeResponse, label: string): Story => ({
  args: { parse: fn(async () => answer) },
  play: async ({ canvas, args }) => {
    await pasteAndParse(canvas);
    const preview = within(await canvas.findByRole('region', { name: T.previewTitle }));
    await expect(preview.getByText(label)).toBeInTheDocument();
    await expect(preview.getByRole('heading', { name: 'Grandma’s Buttermilk Pancakes' })).toBeInTheDocument();
    await expect(preview.getByText(answer.parser === 'ai' ? T.readByAi : T.readByBuiltin)).toBeInTheDocument();
    await expect(args.parse).toHaveBeenCalledWith(pancakeText, true);
    await userEvent.click(preview.getByRole('button', { name: T.useRecipe }));
    await expect(args.onUse).toHaveBeenCalledWith(answer.recipe);
  },
});

export const PreviewHighConfidence: Story = {
  ...previewStory(parsed('high'), 'High confidence'),
  tags: ['dark-check'],
};
export const PreviewMediumConfidence: Story = previewStory(parsed('medium'), 'Medium confidence');
export const PreviewLowConfidence: Story = previewStory(parsed('low', 'builtin'), 'Low confidence');

export const TryAgainKeepsText: Story = {
  play: async ({ canvas }) => {
    await pasteAndParse(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: T.tryAgain }));
    await expect(await canvas.findByRole('textbox', { name: /Recipe text/ })).toHaveValue(pancakeText);
  },
};

const errorStory = (failure: () => Promise<ParsedRecipeResponse>, message: string): Story => ({
  args: { parse: fn(failure) },
  play: async ({ canvas }) => {
    await pasteAndParse(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(canvas.getByRole('button', { name: T.parse })).toBeEnabled());
  },
});

export const ParseFailed: Story = errorStory(async () => notParsed, AI_PARSE_MESSAGES.failed);
export const ErrorBusyApiKey: Story = errorStory(
  async () => Promise.reject(new ApiError(400, 'The AI provider rejected the API key')),
  AI_PARSE_ERRORS.busy,
);
export const ErrorKitchenClosed: Story = errorStory(
  async () => Promise.reject(new ApiError(503, 'The AI provider is not available')),
  AI_PARSE_ERRORS.closed,
);
export const ErrorTooFast: Story = errorStory(
  async () => Promise.reject(new ApiError(429, 'Too many AI requests')),
  AI_PARSE_ERRORS.tooFast,
);
export const ErrorWithDetail: Story = errorStory(
  async () => Promise.reject(new ApiError(502, 'The AI answer could not be read')),
  AI_PARSE_ERRORS.withDetail('The AI answer could not be read'),
);
export const ErrorConfused: Story = errorStory(
  async () => Promise.reject(new Error('unexpected')),
  AI_PARSE_ERRORS.confused,
);
