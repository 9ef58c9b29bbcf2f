import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
createRoot(container).render(<App />);

// The service worker registers itself from a chunk of its own, fetched once the page has loaded:
// the first visit's bytes carry only this import.
addEventListener('load', () => import('./app/service-worker-registration'));
