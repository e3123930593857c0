import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

/** Six tabs do not fit a phone: the row scrolls sideways. */
export const tabs = style({ overflowX: 'auto', maxWidth: '100%' });

/** The tabs may be narrower than their row of triggers (a grid item would otherwise grow to fit them). */
export const tabsRoot = style({ minWidth: 0 });
