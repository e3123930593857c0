import { expect, waitFor } from 'storybook/test';

/**
 * Story parameters for a story that ends with a Radix modal layer open (menu, select, dialog over
 * a trigger). Radix hides everything behind the layer with aria-hidden and traps focus inside it;
 * axe cannot see the trap and reports the hidden trigger as "aria-hidden-focus". Only that rule
 * is relaxed, and only for such stories.
 */
export const openOverlayA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;

/**
 * Ends a play function whose last step closed a Radix layer: waits until the layer has unmounted and the
 * page is no longer aria-hidden, so the accessibility check after the play never sees a half-closed
 * layer (it did on a busy CI machine).
 */
export async function overlaysClosed(): Promise<void> {
  await waitFor(() =>
    expect(
      document.querySelector(
        '[data-aria-hidden="true"], [role="listbox"], [role="menu"], [role="dialog"], [role="alertdialog"]',
      ),
    ).toBeNull(),
  );
}
