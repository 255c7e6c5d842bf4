import type { Language, SignupResponse } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import { useEffect, useState } from 'react';
import { HexagonMark } from './icons';
import { LandingPage } from './LandingPage';
import { LanguageSwitch } from './LanguageSwitch';
import { initialLanguage, rememberLanguage } from './landingLanguage';
import { successPath } from './landingUrls';
import { SuccessPage } from './SuccessPage';
import { useBrowserLocation } from './useBrowserLocation';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function LandingApp() {
  const [language, setLanguage] = useState<Language>(() =>
    initialLanguage(browserStorage(), navigator.languages),
  );
  const [location, navigate] = useBrowserLocation();
  const onSuccessPage = location.pathname.startsWith('/successful');

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, 'landing.title');
  }, [language]);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    rememberLanguage(browserStorage(), next);
  };

  const onCreated = (result: SignupResponse) => navigate(successPath(result));

  return (
    <div className="landing">
      <header className="topbar">
        <a className="brand" href="/">
          <HexagonMark /> {translate(language, 'landing.brand')}
        </a>
        <nav className="topbar-actions">
          {!onSuccessPage && (
            <a className="topbar-link" href="#signup">
              {translate(language, 'landing.nav.signup')}
            </a>
          )}
          <LanguageSwitch language={language} onChange={changeLanguage} />
        </nav>
      </header>
      {onSuccessPage ? (
        <SuccessPage
          language={language}
          search={location.search}
          location={window.location}
          onHome={() => navigate('/')}
        />
      ) : (
        <LandingPage
          language={language}
          host={window.location.host}
          search={location.search}
          onCreated={onCreated}
        />
      )}
      <footer className="footer">{translate(language, 'landing.footer')}</footer>
    </div>
  );
}
