import { translate } from '@colmena/shared';
import { useEffect } from 'react';
import { bootLanguage } from './bootLanguage';

/** Spec §1: an unknown company's visitor goes to the main site, `?subdomain=<label>` added. */
export function UnknownCompany({ mainSite }: { mainSite: string }) {
  useEffect(() => {
    window.location.replace(mainSite);
  }, [mainSite]);
  const language = bootLanguage();
  return (
    <div className="boot-screen">
      <p className="boot-screen__text">{translate(language, 'shell.unknownCompany.redirecting')}</p>
    </div>
  );
}
