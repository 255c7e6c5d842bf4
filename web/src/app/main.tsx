import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@colmena/shared/i18n/appTexts';
import { App } from './App';
import { applyDefaultTheme } from './theme/applyTheme';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

applyDefaultTheme();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
