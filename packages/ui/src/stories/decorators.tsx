import type { Decorator } from '@storybook/react-vite';

/** Renders the story in a box at most `px` wide (a phone column, a card, a form). */
export const maxWidth =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: px }}>
      <Story />
    </div>
  );

/** Room around a trigger, for the overlay it opens. */
export const padded: Decorator = (Story) => (
  <div style={{ padding: 32 }}>
    <Story />
  </div>
);
