import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleList, weeklyItems } from '../shopping.fixtures';
import { AddItemForm } from './add-item-form';
import { ListDetailView } from './list-detail-view';

const actions = {
  onToggle: fn(),
  onSaveItem: fn(async () => undefined),
  onDeleteItem: fn(async () => undefined),
  onAddItem: fn(),
  onComplete: fn(async () => undefined),
  onDelete: fn(async () => undefined),
  onSaveAsTemplate: fn(),
  onPrint: fn(),
};

const meta = {
  title: 'Pages/Shopping List',
  component: ListDetailView,
  parameters: { frame: 'fullscreen' },
  args: { list: sampleList(), addForm: <AddItemForm onAdd={fn(async () => undefined)} />, ...actions },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/shopping?list=7']}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ListDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const untouched = weeklyItems.map((item) => ({ ...item, is_completed: false }));
const allTicked = weeklyItems.map((item) => ({ ...item, is_completed: true }));

/** Items grouped by category in store-walk order; one ticked. */
export const Grouped: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    const groups = within(canvas.getByRole('article', { name: 'Saturday market' }))
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    await expect(groups).toEqual(['Produce', 'Bakery', 'Dairy & Eggs', 'Household']);
    await expect(canvas.getByText('In Progress')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Eggs' }));
    await expect(args.onToggle).toHaveBeenCalledWith(4, true);
  },
};

export const NotStarted: Story = {
  args: { list: sampleList(untouched) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Started')).toBeInTheDocument();
  },
};

export const ReadyToComplete: Story = {
  args: { list: sampleList(allTicked) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready to Complete')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Complete List' }).length).toBeGreaterThan(0);
  },
};

/** A completed list has no Complete List button. */
export const Completed: Story = {
  args: { list: sampleList(allTicked, { status: 'completed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Complete List' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { list: sampleList([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No items yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  },
};

/** A tick that has not reached the server yet: the page says it is kept. */
export const Offline: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('your ticks are kept');
  },
};

/** Complete List asks first. */
export const ConfirmComplete: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Complete List' })[0]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Complete this list?' });
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete List' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

function Editing() {
  const [list, setList] = useState(sampleList());
  return (
    <ListDetailView
      {...actions}
      list={list}
      addForm={null}
      onSaveItem={async (item, draft) =>
        setList({ ...list, items: list.items.map((it) => (it.id === item.id ? { ...it, ...draft } : it)) })
      }
    />
  );
}

/** Inline edit of one item; the list keeps its order. */
export const InlineEdit: Story = {
  render: () => <Editing />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sourdough loaf' }));
    const name = canvas.getByRole('textbox', { name: /Item/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rye loaf');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Rye loaf')).toBeInTheDocument();
  },
};
