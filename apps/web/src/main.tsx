import { createRoot } from 'react-dom/client';
import { loadSettings } from './app/load-settings';
import { renderLanding, startsOnLanding } from './app/landing-first';
import { startPwa } from './app/pwa-start';
import './styles/index.css';

void loadSettings();
startPwa();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

// The landing renders without the router (smaller first download); every other path starts the
// whole app, whose code is a separate chunk.
if (startsOnLanding()) renderLanding(root);
else void import('./app/start-app').then(({ renderApp }) => renderApp(root));
