// Renderer entry: mounts the React app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount JobDesk in.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
