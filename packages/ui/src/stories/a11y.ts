/**
 * Story parameters for a story that ends with a Radix modal layer open (menu, select, dialog over
 * a trigger). Radix hides everything behind the layer with aria-hidden and traps focus inside it;
 * axe cannot see the trap and reports the hidden trigger as "aria-hidden-focus". Only that rule
 * is relaxed, and only for such stories.
 */
export const openOverlayA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;
