import type { Language } from '@colmena/shared';
import { type Pack, packContents } from '@colmena/shared/packs';
import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { PackChoice, PackCommandDialog } from './PackCommandDialog';

interface Props {
  packs: Record<Language, Pack>;
  onClose(): void;
}

/**
 * `pack.install`: says what will be added, lets the admin choose the language of the pack's
 * names and sample data (the company's first language first), and installs in one command. A
 * clash is shown here with the names the server gives; nothing has changed then.
 */
export function InstallPackDialog({ packs, onClose }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const { company } = useSession();
  const [installLanguage, setInstallLanguage] = useState<Language>(company.languages[0] ?? language);
  const { state, send } = useCompanyCommand();
  const saving = state.status === 'saving';
  const pack = packs[installLanguage];
  const contents = packContents(pack);
  const name = packs[language].name;

  const install = async () => {
    const outcome = await send(
      'pack.install',
      { pack, language: installLanguage },
      { successText: t('store.installDone', { name }) },
    );
    if (outcome.status === 'applied') onClose();
  };

  return (
    <PackCommandDialog
      wide
      title={t('store.install.title', { name })}
      saving={saving}
      confirmLabel={t('store.install')}
      savingLabel={t('store.installing')}
      error={state.status === 'error' ? state.text : null}
      onConfirm={() => void install()}
      onClose={onClose}
    >
      <p>{t('store.install.text')}</p>
      <PackChoice<Language>
        legend={t('store.install.language')}
        name="pack-language"
        options={(['es', 'en'] as const).map((option) => ({
          value: option,
          label: t(`companyConfig.languages.${option}`),
        }))}
        value={installLanguage}
        onChange={setInstallLanguage}
        disabled={saving}
      />
      <ul className="store__summary">
        {contents.collections.length > 0 && (
          <li>{t('store.contents.collections', { names: contents.collections.join(', ') })}</li>
        )}
        {contents.widgets.length > 0 && (
          <li>
            {t('store.contents.widgets', { count: contents.widgets.length })}: {contents.widgets.join(', ')}
          </li>
        )}
        {contents.shortcuts > 0 && <li>{t('store.contents.shortcuts', { count: contents.shortcuts })}</li>}
        {contents.colors > 0 && <li>{t('store.contents.colors', { count: contents.colors })}</li>}
        {contents.documents > 0 && <li>{t('store.contents.documents', { count: contents.documents })}</li>}
      </ul>
    </PackCommandDialog>
  );
}
