import { translate } from '@colmena/shared';
import { useEffect } from 'react';
import { mainSiteUrl } from '../session/mainSiteUrl';
import { bootLanguage } from './bootLanguage';

export function UnknownCompany() {
  useEffect(() => {
    window.location.replace(mainSiteUrl(window.location));
  }, []);
  const language = bootLanguage();
  return (
    <div className="boot-screen">
      <p className="boot-screen__text">{translate(language, 'shell.unknownCompany.redirecting')}</p>
    </div>
  );
}
