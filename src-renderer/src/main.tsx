// Renderer entry: finds the core on the page's origin (with the desktop app's key, or browser mode's
// session cookie), and mounts the React app.
// First, before any module builds a schema: zod without eval (core/zod-without-eval.ts).
import './core/zod-without-eval.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectToCore } from './core/core-connection.ts';
import { createQueryClient } from './core/create-query-client.ts';
import { createListViewStore } from './jobs/list-view-store.ts';
import { prefetchFirstScreen } from './jobs/prefetch-first-screen.ts';
import { openBrowserUnsavedEditsSource } from './unsaved-edits/dexie-unsaved-edits-source.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount JobDesk in.');
// The list is the app's home: name it in the hash, so going back from a job lands on #/jobs like any other view.
if (window.location.hash === '') window.history.replaceState(null, '', '#/jobs');
const connection = connectToCore({
  document,
  href: window.location.href,
  fetch: (input, init) => window.fetch(input, init),
});
const queryClient = createQueryClient();
const listView = createListViewStore();
prefetchFirstScreen(queryClient, connection.app, listView);
createRoot(container).render(
  <StrictMode>
    <App
      connection={connection}
      queryClient={queryClient}
      unsavedEdits={openBrowserUnsavedEditsSource()}
      listView={listView}
    />
  </StrictMode>,
);
