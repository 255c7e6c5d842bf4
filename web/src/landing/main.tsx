import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@colmena/shared/i18n/landingTexts';
import { LandingApp } from './LandingApp';
import './landing.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
