// Raw token values. Colours were checked for WCAG AA: body text ≥ 4.5:1 on every surface it
// sits on, text on filled buttons ≥ 4.5:1, focus ring ≥ 3:1 against the page.

const lightColor = {
  background: '#FBF6EE', // cream paper
  surface: '#FFFDF9',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F3EADB',
  border: '#E6D9C6',
  borderStrong: '#B9A58C',
  text: '#2B2118', // espresso
  textMuted: '#6B5B4B',
  textOnPrimary: '#FFFFFF',
  textOnSecondary: '#FFFFFF',
  primary: '#B83A1B', // tomato / paprika
  primaryHover: '#9E2F16',
  primarySoft: '#FBE4DA',
  primarySoftText: '#9E2F16',
  secondary: '#4F6128', // olive / herb
  secondaryHover: '#3F4F1E',
  secondarySoft: '#E8EDD5',
  secondarySoftText: '#3F4F1E',
  accent: '#E2A221', // saffron
  accentSoft: '#FCEFC9',
  accentSoftText: '#7A4F00',
  danger: '#B42318',
  dangerHover: '#912018',
  dangerSoft: '#FDE5E1',
  dangerSoftText: '#912018',
  success: '#2E6B45',
  successSoft: '#E2F0E4',
  successSoftText: '#245A39',
  focusRing: '#1F6F78', // teal, complementary to tomato so it never blends into a button
  overlay: 'rgba(43, 33, 24, 0.45)',
  skeleton: '#EFE5D6',
  skeletonShine: '#F8F1E6',
  placeholderFrom: '#F7D9B8',
  placeholderTo: '#F1B89A',
};

const darkColor: typeof lightColor = {
  background: '#1C1713', // charred oak
  surface: '#26201A',
  surfaceRaised: '#2F2720',
  surfaceSunken: '#171310',
  border: '#43382D',
  borderStrong: '#6E5E4C',
  text: '#F5EDE2',
  textMuted: '#BFAF9C',
  textOnPrimary: '#1A0F0A',
  textOnSecondary: '#1C1713',
  primary: '#F0825E',
  primaryHover: '#F59B7D',
  primarySoft: '#4A2519',
  primarySoftText: '#FFC2AD',
  secondary: '#A9C16A',
  secondaryHover: '#BED487',
  secondarySoft: '#2F3A1A',
  secondarySoftText: '#D3E3A6',
  accent: '#F2BE4B',
  accentSoft: '#43330D',
  accentSoftText: '#F7D889',
  danger: '#F2857A',
  dangerHover: '#F6A39A',
  dangerSoft: '#4A1D19',
  dangerSoftText: '#FFC0B8',
  success: '#7FC99A',
  successSoft: '#1D3A28',
  successSoftText: '#B4E5C3',
  focusRing: '#7CC6CE',
  overlay: 'rgba(0, 0, 0, 0.6)',
  skeleton: '#332A22',
  skeletonShine: '#3D332A',
  placeholderFrom: '#4A2E1E',
  placeholderTo: '#5C3322',
};

const shared = {
  font: {
    heading: "'Fraunces Variable', Georgia, 'DejaVu Serif', serif",
    body: "'Nunito Variable', 'Segoe UI', 'DejaVu Sans', system-ui, sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.375rem',
  },
  fontWeight: { regular: '400', medium: '600', semibold: '700', bold: '800' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.55' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  motion: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  zIndex: { sticky: '10', overlay: '40', modal: '50', toast: '60', tooltip: '70' },
};

export const lightTokens = {
  ...shared,
  color: lightColor,
  shadow: {
    sm: '0 1px 2px rgba(74, 45, 20, 0.06), 0 1px 3px rgba(74, 45, 20, 0.08)',
    md: '0 4px 10px rgba(74, 45, 20, 0.08), 0 2px 4px rgba(74, 45, 20, 0.06)',
    lg: '0 18px 40px rgba(74, 45, 20, 0.16), 0 6px 12px rgba(74, 45, 20, 0.08)',
  },
};

export const darkTokens: typeof lightTokens = {
  ...shared,
  color: darkColor,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.35)',
    md: '0 4px 12px rgba(0, 0, 0, 0.4)',
    lg: '0 18px 40px rgba(0, 0, 0, 0.55)',
  },
};

/** Motion tokens under prefers-reduced-motion: every transition and animation becomes instant. */
export const reducedMotion = { fast: '0ms', base: '0ms', slow: '0ms', easing: 'linear' };
