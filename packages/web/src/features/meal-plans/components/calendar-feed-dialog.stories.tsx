import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CalendarFeedDialogView } from './calendar-feed-dialog';

const feed = { token: 'feed123', path: '/api/v1/meal-plans/feed/feed123', created_at: '2025-01-01T00:00:00Z' };

/** The private iCalendar feed of planned meals, without the network: its state and changes are props. */
const meta = {
  title: 'Pages/Meal Plans/Calendar Feed',
  component: CalendarFeedDialogView,
  parameters: { frame: 'fullscreen' },
  args: {
    status: { enabled: false, created_at: null },
    failed: false,
    onEnable: fn(async () => feed),
    onDisable: fn(async () => undefined),
    onOpenChange: fn(),
    // A fixed origin: the test server's port changes between runs, and the URL is in the picture.
    origin: 'https://potluck.example',
  },
} satisfies Meta<typeof CalendarFeedDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Calendar feed' }));

export const Off: Story = {
  play: async () => {
    await expect((await dialog()).getByText('Your calendar feed is off.')).toBeInTheDocument();
  },
};

export const TurnedOn: Story = {
  tags: ['dark-check'],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Turn On' }));
    await expect(args.onEnable).toHaveBeenCalled();
    await expect(await d.findByRole('textbox', { name: 'Feed URL' })).toHaveValue(
      'https://potluck.example/api/v1/meal-plans/feed/feed123',
    );
    await expect(d.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  },
};

export const OnWithoutItsUrl: Story = {
  args: { status: { enabled: true, created_at: '2025-01-01T00:00:00Z' } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'New URL' })).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
  },
};

export const FailedToLoad: Story = {
  args: { status: undefined, failed: true },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('Failed to load your calendar feed');
  },
};
