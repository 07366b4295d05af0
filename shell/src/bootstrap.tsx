import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemotes } from './federation/remote-loader';

// Start reading remotes.json now, in parallel with the first render.
registerRemotes().catch(() => {
  // Reported by the remote regions that need it; the frame renders regardless.
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
