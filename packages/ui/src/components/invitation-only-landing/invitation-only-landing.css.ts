import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { tablecloth } from '../auth-layout/auth-layout.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

export const hero = style({
  flex: 1,
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.xxxl,
  width: '100%',
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1.1fr 1fr' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const title = style({
  fontSize: 'clamp(2.25rem, 4.5vw, 3.5rem)',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.05,
  letterSpacing: '-0.03em',
});

export const accent = style({ color: vars.color.primary, fontStyle: 'italic' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: 520 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.sm,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: 260 });

export const art = style([
  tablecloth,
  {
    position: 'relative',
    minHeight: 380,
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
]);

export const paper = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 220,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
});

export const paperIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
});

export const paperTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const paperLine = style({
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});
