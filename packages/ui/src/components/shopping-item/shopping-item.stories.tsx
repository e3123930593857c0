import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { ShoppingItem } from './shopping-item';
import type { ShoppingItemData } from './shopping-item.types';

const basil: ShoppingItemData = {
  id: 1,
  name: 'Fresh basil',
  amount: 2,
  unit: 'bunches',
  category: 'Produce',
  notes: 'Genovese if they have it',
  is_completed: false,
};

const meta = {
  title: 'Shopping/ShoppingItem',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ShoppingItem,
  args: { item: basil, onToggle: fn(), onEdit: fn(), onDelete: fn(), onSave: fn(), onCancelEdit: fn() },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof ShoppingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fresh basil' }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Fresh basil' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Completed: Story = { args: { item: { ...basil, is_completed: true } } };

export const WithCategory: Story = { args: { showCategory: true } };

export const FractionalAmount: Story = {
  args: { item: { id: 2, name: 'Parmesan', amount: 0.25, unit: 'kg', category: 'Dairy', is_completed: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1/4 kg')).toBeInTheDocument();
  },
};

export const NameOnly: Story = { args: { item: { id: 3, name: 'Kitchen roll', is_completed: false } } };

export const Editing: Story = { args: { isEditing: true } };

export const EditingSaves: Story = {
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    const nameInput = canvas.getByRole('textbox', { name: /Item/ });
    await expect(nameInput).toHaveFocus();
    await userEvent.clear(nameInput);
    // Save waits for a name.
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameInput, 'Thai basil');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Amount' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Amount' }), '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Thai basil',
      amount: 1.5,
      unit: 'bunches',
      category: 'Produce',
      notes: 'Genovese if they have it',
    });
  },
};

function Interactive() {
  const [item, setItem] = useState(basil);
  const [editing, setEditing] = useState(false);
  return (
    <ShoppingItem
      item={item}
      showCategory
      isEditing={editing}
      onToggle={(completed) => setItem({ ...item, is_completed: completed })}
      onEdit={() => setEditing(true)}
      onCancelEdit={() => setEditing(false)}
      onSave={(draft) => {
        setItem({ ...item, ...draft });
        setEditing(false);
      }}
    />
  );
}

export const TickingOffStrikesThrough: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    const label = canvas.getByText('Fresh basil');
    await expect(getComputedStyle(label).textDecorationLine).toBe('none');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fresh basil' }));
    await expect(getComputedStyle(label).textDecorationLine).toBe('line-through');
  },
};

export const CancelEditing: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Fresh basil' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Item/ }), ' leaves');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Fresh basil')).toBeInTheDocument();
    await expect(canvas.queryByText('Fresh basil leaves')).not.toBeInTheDocument();
  },
};

/** In a shop the whole row is the tap target: a tap beside the name ticks the item too. */
export const RowTicks: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('checkbox', { name: 'Fresh basil' }).parentElement!;
    const box = row.getBoundingClientRect();
    // Beside the name, right of the text: still the label's (stretched) hit area.
    const hit = document.elementFromPoint(box.left + box.width * 0.6, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByText('Fresh basil'));
    await userEvent.click(hit as HTMLElement);
    await expect(canvas.getByRole('checkbox', { name: 'Fresh basil' })).toBeChecked();
    // The action buttons stay above it.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Fresh basil' }));
    await expect(canvas.getByRole('textbox', { name: /Item/ })).toBeInTheDocument();
  },
};
