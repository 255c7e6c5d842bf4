import '@colmena/shared/i18n/landingTexts';
import { LandingApp } from './LandingApp';
import './landing.css';

/**
 * The landing page inside the app shell: Firebase Hosting serves index.html on the bare host too
 * (the embedded server sends landing.html there itself), so the shell shows the same page.
 */
export function LandingShell() {
  return <LandingApp />;
}
