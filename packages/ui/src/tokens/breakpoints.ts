/** Layout breakpoints of the spec's navigation shell (px): tablet from 768, desktop from 1024. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

/** Sidebar widths of the spec's navigation shell (px). */
export const SIDEBAR_WIDTH = { collapsed: 64, open: 320 } as const;
