import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../stories/decorators';
import { CARD_PADDINGS, Card } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={{ fontSize: 20, marginBottom: 8 }}>Sunday roast</h3>
        <p>Roast chicken with lemon, garlic and thyme; crispy potatoes on the side.</p>
      </>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: CARD_PADDINGS }, children: { control: false } },
  decorators: [maxWidth(380)],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Interactive: Story = { args: { interactive: true } };

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {CARD_PADDINGS.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          padding “{padding}”
        </Card>
      ))}
    </div>
  ),
};

export const AsSection: Story = {
  args: {
    asChild: true,
    padding: 'lg',
    children: (
      <section aria-label="Notes">
        <h3 style={{ fontSize: 20 }}>Notes</h3>
        <p>Use San Marzano tomatoes when in season.</p>
      </section>
    ),
  },
};
