import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
createRoot(container).render(<App />);

// The manifest's link and the service worker come from a chunk of their own: the first visit's
// bytes carry only this import. It is fetched 5 s after load, not at load: even that small chunk
// and its watch for the page to settle took a phone's cores while the page rendered its first
// answers (docs/performance.md); the chunk then waits for the page to settle. The 5 s is written
// here rather than imported: importing src/app/when-page-settled.ts would put it in main.
addEventListener('load', () => setTimeout(() => import('./app/installability'), 5000));
