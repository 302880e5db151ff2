// Renderer entry: finds the core from the page's key and origin, and mounts the React app.
// First, before any module builds a schema: zod without eval (core/zod-without-eval.ts).
import './core/zod-without-eval.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectToCore } from './core/core-connection.ts';
import { createQueryClient } from './core/create-query-client.ts';
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
if (connection.ok) prefetchFirstScreen(queryClient, connection.value.jobBoard);
createRoot(container).render(
  <StrictMode>
    <App connection={connection} queryClient={queryClient} unsavedEdits={openBrowserUnsavedEditsSource()} />
  </StrictMode>,
);
