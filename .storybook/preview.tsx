import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { applyTheme, THEME_MODES, type ThemeMode } from '../packages/ui/src/tokens';
import { ToastProvider } from '../packages/ui/src/components/toast/toast-provider';

/** Puts the theme class on <html> so portalled content (dialogs, menus, toasts) is themed too. */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme ?? 'light') as ThemeMode;
  useLayoutEffect(() => applyTheme(mode), [mode]);
  return <Story />;
};

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...THEME_MODES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withToasts, withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations (including colour contrast) fail the story tests.
    a11y: { test: 'error' },
  },
};

export default preview;
