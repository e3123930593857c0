import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
