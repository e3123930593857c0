import { AI_KEY_MESSAGES, ApiError } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readAndDismissToast } from '../../ai/components/ai-story-helpers';
import { keyConfigured, keyNotConfigured, keyNotWorking } from './ai-key.fixtures';
import { AiProviderCardView } from './ai-provider-card';

/** System Settings → AI provider, without the network: saving and testing are props. */
const meta = {
  title: 'Pages/Admin/AI Provider Key',
  component: AiProviderCardView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    status: keyConfigured,
    onSave: fn(async () => ({ message: 'OpenAI API key updated successfully' })),
    onTest: fn(async () => ({ success: true, message: 'The AI provider answered' })),
  },
} satisfies Meta<typeof AiProviderCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const statusList = (canvas: Canvas) => within(canvas.getByLabelText('AI provider key status'));
const keyBox = (canvas: Canvas) => canvas.getByLabelText(/^API key/);

export const Configured: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    const list = statusList(canvas);
    await expect(list.getByText('Configured')).toBeInTheDocument();
    await expect(list.getByText('sk-...a1b2')).toBeInTheDocument();
    await expect(list.getByText('Working')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  },
};

export const NotConfigured: Story = {
  args: { status: keyNotConfigured },
  play: async ({ canvas }) => {
    await expect(statusList(canvas).getByText('Not configured')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  },
};

export const NotWorking: Story = {
  tags: ['dark-check'],
  args: { status: keyNotWorking },
  play: async ({ canvas }) => {
    const list = statusList(canvas);
    await expect(list.getByText('Not working')).toBeInTheDocument();
    await expect(list.getByText('http://127.0.0.1:11434/v1')).toBeInTheDocument();
    await expect(list.getByText('The AI provider could not be reached')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the AI provider key status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const KeyRequired: Story = {
  args: { status: keyNotConfigured },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save key' }));
    await expect(await canvas.findByText(AI_KEY_MESSAGES.required)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const KeyMustStartWithSk: Story = {
  args: { status: keyNotConfigured },
  play: async ({ canvas, args }) => {
    await userEvent.type(keyBox(canvas), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save key' }));
    await expect(await canvas.findByText(AI_KEY_MESSAGES.mustStartWithSk)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: keyNotConfigured },
  play: async ({ canvas, args }) => {
    await userEvent.type(keyBox(canvas), 'sk-test-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save key' }));
    await expect(args.onSave).toHaveBeenCalledWith({ openai_api_key: 'sk-test-1234', base_url: null, model: null });
    await readAndDismissToast('OpenAI API key updated successfully');
    await expect(keyBox(canvas)).toHaveValue('');
  },
};

export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new ApiError(400, 'The AI provider rejected the API key'))) },
  play: async ({ canvas }) => {
    await userEvent.type(keyBox(canvas), 'sk-wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Save key' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The AI provider rejected the API key');
  },
};

export const TestCompleted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Test connection' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
    await readAndDismissToast(AI_KEY_MESSAGES.testCompleted, 'The AI provider answered');
  },
};

export const TestFailed: Story = {
  args: { onTest: fn(async () => Promise.reject(new ApiError(503, 'Service unavailable'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Test connection' }));
    await readAndDismissToast(AI_KEY_MESSAGES.testFailed, 'Service unavailable');
  },
};
