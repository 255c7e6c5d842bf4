import {
  type CompanySecretName,
  type CompanySecretsInput,
  companySecretNames,
} from '@colmena/shared/schemas';
import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';

type Typed = Partial<Record<CompanySecretName, string>>;

/**
 * The write-only secrets (file storage, image host, API keys): a value typed here is sent once
 * and never shown again, not even to level 100 — only whether it is set and its last 4.
 */
export function SecretsSection() {
  const t = useT();
  const { company } = useSession();
  const [typed, setTyped] = useState<Typed>({});
  const { state, send } = useCompanyCommand();
  const filled = Object.entries(typed).filter(([, value]) => value !== undefined && value !== '');
  const dirty = filled.length > 0;
  useDirtySection(t('companyConfig.secrets.title'), dirty);

  const submit = async (payload: CompanySecretsInput) => {
    const outcome = await send('company.secrets.set', payload);
    if (outcome.status === 'applied') setTyped({});
  };

  return (
    <SettingsSection
      id="secrets"
      title={t('companyConfig.secrets.title')}
      description={t('companyConfig.secrets.description')}
      dirty={dirty}
      state={state}
      onSave={() => void submit(Object.fromEntries(filled) as CompanySecretsInput)}
      onDiscard={() => setTyped({})}
    >
      <table className="settings-secrets">
        <caption className="visually-hidden">{t('companyConfig.secrets.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companyConfig.secrets.name')}</th>
            <th scope="col">{t('companyConfig.secrets.status')}</th>
            <th scope="col">{t('companyConfig.secrets.newValue')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('companyConfig.secrets.clear')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {companySecretNames.map((name) => {
            const status = company.secrets?.[name];
            return (
              <tr key={name}>
                <th scope="row">
                  <label htmlFor={`secret-${name}`}>{name}</label>
                </th>
                <td data-testid={`secret-status-${name}`}>
                  {status?.set ? (
                    <span className="tag">
                      {status.last4
                        ? t('companyConfig.secrets.setEnding', { last4: status.last4 })
                        : t('companyConfig.secrets.set')}
                    </span>
                  ) : (
                    <span className="tag tag--outlined">{t('companyConfig.secrets.notSet')}</span>
                  )}
                </td>
                <td>
                  <input
                    id={`secret-${name}`}
                    className="settings-input"
                    type="password"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={4096}
                    value={typed[name] ?? ''}
                    placeholder={status?.set ? t('companyConfig.secrets.replace') : ''}
                    onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
                  />
                </td>
                <td>
                  {status?.set && (
                    <button
                      type="button"
                      className="button button--text"
                      disabled={state.status === 'saving'}
                      onClick={() => void submit({ [name]: null } as CompanySecretsInput)}
                    >
                      {t('companyConfig.secrets.clearNamed', { name })}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SettingsSection>
  );
}
