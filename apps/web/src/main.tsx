import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadSettings } from './app/load-settings';
import { createAppRouter } from './app/router';
import './styles/index.css';

void loadSettings();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
