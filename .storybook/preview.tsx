import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type CSSProperties } from 'react';
import { ToastProvider } from '../packages/ui/src/components/toast/toast-provider';
import { applyTheme, THEME_MODES, type ThemeMode } from '../packages/ui/src/tokens';

/** Puts the theme class on <html> so portalled content (dialogs, menus, toasts) is themed too. */
function ThemeOnRoot({ mode }: { mode: ThemeMode }) {
  useLayoutEffect(() => applyTheme(mode), [mode]);
  return null;
}

const withTheme: Decorator = (Story, context) => (
  <>
    <ThemeOnRoot mode={(context.globals.theme ?? 'light') as ThemeMode} />
    <Story />
  </>
);

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

export type StoryFrame = 'padded' | 'centered' | 'fullscreen';

const frames: Record<StoryFrame, CSSProperties> = {
  padded: { padding: 32 },
  centered: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 32 },
  fullscreen: {},
};

/**
 * Our own story frame (parameter `frame`), because Storybook's `layout` padding only exists in the
 * Storybook UI: the Vitest runs and the visual baselines must see the same frame.
 */
const withFrame: Decorator = (Story, { parameters }) => (
  <div style={frames[(parameters.frame as StoryFrame | undefined) ?? 'padded']}>
    <Story />
  </div>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...THEME_MODES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withFrame, withToasts, withTheme],
  parameters: {
    layout: 'fullscreen',
    frame: 'padded',
    controls: { expanded: true },
    // Accessibility violations (colour contrast included) fail the story tests.
    a11y: { test: 'error' },
  },
};

export default preview;
