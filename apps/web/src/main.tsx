// First: starts the session check before the router begins fetching the page's chunks.
import './app/start-session-check';
// Before any dialog mounts: its Escape listener must run ahead of every modal's own.
import './lib/top-dialog-escape';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
