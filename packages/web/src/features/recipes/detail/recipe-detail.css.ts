import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';
const tablet = 'screen and (min-width: 768px)';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  maxWidth: '1120px',
  marginInline: 'auto',
  width: '100%',
});

/* Hero: photo beside the title block on desktop, stacked on small screens. */
export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start', gap: vars.space.xxl },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceSunken,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  background: `linear-gradient(135deg, ${vars.color.placeholderFrom}, ${vars.color.placeholderTo})`,
  color: vars.color.primarySoftText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
});

export const mediaBadge = style({ position: 'absolute', top: vars.space.md, left: vars.space.md });

export const intro = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const kicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [tablet]: { fontSize: vars.fontSize.display } },
});

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const bylineText = style({ display: 'grid', lineHeight: vars.lineHeight.snug });
export const authorName = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  maxWidth: '62ch',
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const statValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const ownerBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const ownerLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, flexBasis: '100%' });

/*
 * Body: ingredients (with tools below) beside the method (with notes and nutrition below) on desktop,
 * each column stacking on its own so a long list never leaves a gap in the other. On phones the
 * columns dissolve (display: contents) and `order` puts the cooking first: ingredients, method, notes,
 * tools, nutrition.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)',
      alignItems: 'start',
      columnGap: vars.space.xxl,
    },
  },
});

export const column = style({
  display: 'contents',
  '@media': { [desktop]: { display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 } },
});

export const area = {
  ingredients: style({ order: 1 }),
  method: style({ order: 2 }),
  notes: style({ order: 3 }),
  tools: style({ order: 4 }),
  nutrition: style({ order: 5 }),
};

export const nutritionWithAction = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const sectionRule = style({
  display: 'block',
  width: '40px',
  height: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const notesText = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });

export const sourceLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const sourceLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const toolList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const tool = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const toolIcon = style({ color: vars.color.secondary, flexShrink: 0, marginTop: '2px' });
export const toolText = style({ display: 'grid', gap: vars.space.xxs });
export const toolName = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontWeight: vars.fontWeight.semibold,
});

export const slots = style({ display: 'grid', gap: vars.space.xl });

export const banner = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const versionSlot = style({ marginInlineStart: 'auto', width: 'min(100%, 240px)' });

export const versionPicker = style({ width: '100%' });

export const skeletonHero = style({ display: 'grid', gap: vars.space.md });

export const notFound = style({ paddingBlock: vars.space.xxxl });
