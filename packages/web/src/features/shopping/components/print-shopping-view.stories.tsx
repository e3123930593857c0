import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleList } from '../shopping.fixtures';
import {
  PrintShoppingFailed,
  PrintShoppingInvalid,
  PrintShoppingLoading,
  PrintShoppingNotFound,
  PrintShoppingToolbar,
} from './print-shopping-states';
import { PrintShoppingView } from './print-shopping-view';
import * as styles from './print-shopping.css';

/** The print page's frame as PrintShoppingPage draws it, without the loading or the auto-print timer. */
function PrintFrame({ printFailed = false, onPrint = fn() }: { printFailed?: boolean; onPrint?: () => void }) {
  return (
    <main className={styles.screen}>
      <PrintShoppingToolbar onPrint={onPrint} printFailed={printFailed} />
      <PrintShoppingView list={sampleList()} />
    </main>
  );
}

const meta = {
  title: 'Pages/Print Shopping List',
  component: PrintFrame,
  parameters: { frame: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/print-shopping/7']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PrintFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { onPrint: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saturday market' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Produce' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: 'ticked' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Back to Shopping' })).toHaveAttribute('href', '/shopping');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const PrintDialogBlocked: Story = {
  args: { printFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The print dialog did not open')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <PrintShoppingLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Preparing the shopping list for printing…' })).toBeInTheDocument();
  },
};

export const InvalidId: Story = {
  render: () => <PrintShoppingInvalid />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invalid shopping list ID' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  render: () => <PrintShoppingNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shopping List Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText("The shopping list you're trying to print could not be found.")).toBeInTheDocument();
  },
};

export const TimedOut: Story = {
  render: () => <PrintShoppingFailed timedOut onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The shopping list took too long to load.')).toBeInTheDocument();
  },
};
