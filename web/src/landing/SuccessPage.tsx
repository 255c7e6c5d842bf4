import type { Language } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import type { MouseEvent } from 'react';
import { HexagonMark } from './icons';
import { readSuccessParams } from './landingUrls';

interface SuccessPageProps {
  language: Language;
  search: string;
  location: { protocol: string; host: string };
  onHome: () => void;
}

export function SuccessPage({ language, search, location, onHome }: SuccessPageProps) {
  const { url } = readSuccessParams(search, location);
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onHome();
  };
  return (
    <main className="success">
      <section className="success-card" aria-labelledby="success-title">
        <p className="success-mark">
          <HexagonMark size={64} />
        </p>
        <h1 id="success-title">{translate(language, 'landing.success.title')}</h1>
        {url && (
          <>
            <p>{translate(language, 'landing.success.lead')}</p>
            <a className="button primary success-link" href={url}>
              {url}
            </a>
          </>
        )}
        <p className="success-note">{translate(language, 'landing.success.signIn')}</p>
        <a className="back-link" href="/" onClick={goHome}>
          {translate(language, 'landing.success.back')}
        </a>
      </section>
    </main>
  );
}
