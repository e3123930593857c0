// First: it configures libraries for the Content-Security-Policy before they load.
import './lib/csp-setup';
import { themeClassFor } from '@potluck/ui/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import { RouterProvider } from 'react-router-dom';

// On <html> so Radix portals (menus, dialogs, toasts) get the theme too; follows the OS setting.
document.documentElement.classList.add(themeClassFor('system'));

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
