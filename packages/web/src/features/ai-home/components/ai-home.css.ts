import { vars } from '@potluck/ui/tokens';
import { keyframes, style } from '@vanilla-extract/css';

// The panels' common styles are the recipe page's AI panels' own: one definition, shared.
export {
  actions,
  answer,
  group,
  muted,
  panelHeader,
  panelTitle,
  stack,
  statusLine,
  subTitle,
} from '../../ai/components/ai.css';

// Durations come from vars.motion, which are 0 ms under prefers-reduced-motion: no animation then.
const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'none' } });

export const page = style({ display: 'grid', gap: vars.space.xxl, minWidth: 0 });

export const welcome = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const greeting = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipsRotated = style({ animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` });

export const chip = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.primarySoftText,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  textAlign: 'start',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const cards = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardItem = style({ display: 'grid', minWidth: 0 });

export const dishRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

export const dishField = style({ flex: '1 1 260px', minWidth: 0 });

export const variations = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const content = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxHeight: '28rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
