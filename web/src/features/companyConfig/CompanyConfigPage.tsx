import '@colmena/shared/i18n/companyConfigTexts';
import '@colmena/shared/i18n/formsTexts';
import '@colmena/shared/i18n/fieldsTexts';
import { useState } from 'react';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { MessageCard } from '../../ui/MessageCard';
import { CollectionsSection } from './CollectionsSection';
import { ColorsSection } from './ColorsSection';
import { DirtySections } from './dirtySections';
import { GeneralSection } from './GeneralSection';
import { IdentitySection } from './IdentitySection';
import { LanguagesSection } from './LanguagesSection';
import { LeaveGuard } from './LeaveGuard';
import { SecretsSection } from './SecretsSection';
import { ShortcutsSection } from './ShortcutsSection';
import './companyConfig.css';

const sections = [
  'identity',
  'colors',
  'collections',
  'shortcuts',
  'general',
  'languages',
  'secrets',
] as const;

/**
 * Route `/companyconfig` (level 100, desktop; spec §1 company settings): each section saves
 * with one command and says how it went; leaving with unsaved changes asks first.
 */
export function CompanyConfigPage() {
  const t = useT();
  const small = useSmallScreen();
  const [dirty, setDirty] = useState<string[]>([]);
  if (small)
    return (
      <MessageCard
        title={t('companyConfig.title')}
        text={t('companyConfig.desktopOnly')}
        testId="company-config-desktop"
      />
    );
  return (
    <div className="page company-config">
      <header className="page__header">
        <h1 className="page__title">{t('companyConfig.title')}</h1>
        <p className="page__subtitle">{t('companyConfig.subtitle')}</p>
      </header>
      <div className="company-config__layout">
        <nav className="company-config__nav" aria-label={t('companyConfig.sections')}>
          <ul>
            {sections.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`companyConfig.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="company-config__sections">
          <DirtySections onChange={setDirty}>
            <IdentitySection />
            <ColorsSection />
            <CollectionsSection />
            <ShortcutsSection />
            <GeneralSection />
            <LanguagesSection />
            <SecretsSection />
          </DirtySections>
        </div>
      </div>
      <LeaveGuard dirty={dirty.length > 0} sections={dirty} />
    </div>
  );
}
