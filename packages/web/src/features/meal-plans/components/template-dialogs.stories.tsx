import type { MealPlanTemplate } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SaveTemplateDialog } from './save-template-dialog';
import { TemplatesTab } from './templates-tab';

const mine: MealPlanTemplate = {
  id: 5,
  name: 'Weeknight rotation',
  description: 'Five dinners that always work.',
  duration_days: 7,
  default_servings: 4,
  include_snacks: false,
  is_public: false,
  creator_id: 1,
  is_own: true,
  created_at: '2025-01-01T00:00:00Z',
  meals: [],
};
const theirs: MealPlanTemplate = { ...mine, id: 8, name: 'Grandma’s Sundays', is_public: true, is_own: false };

/** The Templates tab's cards and the template dialog in edit mode (name, description, public). */
const meta = {
  title: 'Pages/Meal Plans/Templates',
  component: SaveTemplateDialog,
  parameters: { frame: 'fullscreen' },
  args: { template: mine, onOpenChange: fn(), onSave: fn(async () => undefined) },
} satisfies Meta<typeof SaveTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing your template: no plan to choose, the template's values filled in, Save Changes. */
export const EditTemplate: Story = {
  tags: ['dark-check'],
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Template' }));
    await expect(dialog.getByRole('textbox', { name: /Template Name/ })).toHaveValue('Weeknight rotation');
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Share with other members (public)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(5, {
      name: 'Weeknight rotation',
      description: 'Five dinners that always work.',
      is_public: true,
    });
  },
};

/** Your template offers Edit and Delete; another member's public one only Start Plan. */
export const TemplateCards: StoryObj<typeof TemplatesTab> = {
  render: () => (
    <div style={{ padding: 24 }}>
      <TemplatesTab
        templates={[mine, theirs]}
        error={null}
        onRetry={fn()}
        onCreate={fn()}
        onStart={fn()}
        onEdit={fn()}
        onDelete={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const own = within(canvas.getByRole('article', { name: 'Weeknight rotation' }));
    await expect(own.getByRole('button', { name: 'Edit Weeknight rotation' })).toBeInTheDocument();
    const other = within(canvas.getByRole('article', { name: 'Grandma’s Sundays' }));
    await expect(other.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await expect(other.getByText('Public')).toBeInTheDocument();
  },
};
