import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
