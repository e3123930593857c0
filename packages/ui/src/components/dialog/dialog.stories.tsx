import { overlaysClosed } from '../../stories/a11y';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { padded } from '../../stories/decorators';
import { DIALOG_SIZES, Dialog, DialogClose } from './dialog';

const newPlanForm = (
  <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
    <Field label="Plan Name" required>
      <Input defaultValue="Week of cosy dinners" />
    </Field>
    <Field label="Description">
      <Textarea rows={3} />
    </Field>
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <Field label="Start Date">
        <Input type="date" defaultValue="2025-03-02" />
      </Field>
      <Field label="End Date">
        <Input type="date" defaultValue="2025-03-08" />
      </Field>
    </div>
    <Field label="Default Servings">
      <Input type="number" min={1} max={20} defaultValue={4} />
    </Field>
    <Checkbox label="Include snacks" defaultChecked />
  </form>
);

const footer = (
  <>
    <DialogClose asChild>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button>Create Plan</Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Dialog,
  args: { title: 'New Plan', description: 'Plan a week of family meals.', children: newPlanForm, footer },
  argTypes: {
    size: { control: 'inline-radio', options: DIALOG_SIZES },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const OpenAndClose: Story = {
  args: { trigger: <Button>New Plan</Button> },
  decorators: [padded],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Plan' });
    await expect(dialog).toHaveAccessibleDescription('Plan a week of family meals.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    await expect(canvas.getByRole('button', { name: 'New Plan' })).toHaveFocus();
    await overlaysClosed();
  },
};

export const EscapeCloses: Story = {
  args: {
    trigger: <Button>Share</Button>,
    title: 'Share meal plan',
    description: undefined,
    footer: undefined,
    children: <p>Anyone with the link can view this plan.</p>,
    size: 'sm',
  },
  decorators: [padded],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share meal plan' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Share meal plan',
    description: 'Anyone with the link can view this plan.',
    children: <Input readOnly aria-label="Share link" defaultValue="https://potluck.example/meal-plans/12" />,
    footer: <Button>Copy</Button>,
  },
};
