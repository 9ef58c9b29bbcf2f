import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
createRoot(container).render(<App />);

// The manifest's link and the service worker come from a chunk of their own, fetched once the page
// has loaded: the first visit's bytes carry only this import.
addEventListener('load', () => import('./app/installability'));
