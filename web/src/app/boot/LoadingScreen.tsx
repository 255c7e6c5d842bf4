import { translate } from '@colmena/shared';
import { bootLanguage } from './bootLanguage';

/** Neutral: no route content and no app chrome, only a quiet pulse after a short delay (CSS). */
export function LoadingScreen() {
  return (
    <div
      className="boot-screen"
      role="progressbar"
      aria-busy="true"
      aria-label={translate(bootLanguage(), 'shell.loading')}
    >
      <span className="boot-screen__pulse" />
    </div>
  );
}
