import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { maxWidth } from '../../stories/decorators';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Field,
  args: { label: 'Recipe title', children: <Input placeholder="e.g. Nonna’s lasagne" /> },
  argTypes: { children: { control: false } },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The visible label names the control.
    await expect(canvas.getByRole('textbox', { name: 'Recipe title' })).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { label: 'Username', hint: '3 to 50 characters: letters, numbers and underscores.', children: <Input /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '3 to 50 characters: letters, numbers and underscores.',
    );
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    label: 'Password',
    error: 'Password must be at least 8 characters',
    children: <Input type="password" defaultValue="short" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const ReadOnlyEmail: Story = {
  args: {
    label: 'Email',
    hint: 'Taken from your invitation.',
    children: <Input type="email" readOnly defaultValue="maria@example.com" />,
  },
};

export const WithTextarea: Story = {
  args: { label: 'Description', hint: 'A sentence or two about the dish.', children: <Textarea rows={4} /> },
};

export const WithSelect: Story = {
  args: {
    label: 'Difficulty',
    children: (
      <Select
        defaultValue="medium"
        options={[
          { value: 'easy', label: 'Easy' },
          { value: 'medium', label: 'Medium' },
          { value: 'hard', label: 'Hard' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
  },
};

function TitleForm() {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(title.trim() ? undefined : 'Recipe title is required');
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Field label="Recipe title" required error={error}>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Button type="submit">Create Recipe</Button>
    </form>
  );
}

export const ValidationOnSubmit: Story = {
  render: () => <TitleForm />,
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: /Recipe title/ });
    await step('empty submit shows the spec message', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
      await expect(await canvas.findByText('Recipe title is required')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Recipe title is required');
    });
    await step('typing a title and submitting clears it', async () => {
      await userEvent.type(input, 'Tomato soup');
      await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
      await expect(canvas.queryByText('Recipe title is required')).not.toBeInTheDocument();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};
