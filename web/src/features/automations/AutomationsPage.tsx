import '@colmena/shared/i18n/automationsTexts';
import '@colmena/shared/i18n/webhooksTexts';
import { automationsCollection } from '@colmena/shared/automation';
import { useMemo, useState } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useT } from '../../hooks/useT';
import { AutomationEditor } from './AutomationEditor';
import { draftOf, emptyDraft } from './automationDraft';
import { RunsList } from './RunsList';
import './automations.css';

/**
 * Route `/adminTools/automations` (level 100, issue 15): the company's automations, one open in
 * the editor (triggers, steps, test-run), and their runs with filters and re-run.
 */
export function AutomationsPage() {
  const t = useT();
  const live = useLiveQuery({ collection: automationsCollection });
  // undefined: nothing open; null: a new one.
  const [openId, setOpenId] = useState<string | null | undefined>(undefined);
  const [runsFilter, setRunsFilter] = useState('');
  const automations = useMemo(
    () =>
      live.docs
        .map((doc) => ({
          id: doc.FireId,
          name: String(doc.name ?? doc.FireId),
          enabled: doc.enabled !== false,
          doc,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [live.docs],
  );
  const open = openId ? automations.find((a) => a.id === openId) : undefined;
  const select = (id: string | null) => {
    setOpenId(id);
    if (id) setRunsFilter(id);
  };

  return (
    <div className="page automations">
      <header className="page__header">
        <h1 className="page__title">{t('automations.title')}</h1>
        <p className="page__subtitle">{t('automations.subtitle')}</p>
      </header>
      <div className="automations__layout">
        <nav className="automations__list" aria-label={t('automations.list.label')}>
          <button type="button" className="button button--primary" onClick={() => select(null)}>
            {t('automations.list.new')}
          </button>
          {live.status === 'ready' && automations.length === 0 && (
            <p className="automations__empty">{t('automations.list.empty')}</p>
          )}
          <ul>
            {automations.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="automations__list-item"
                  aria-current={a.id === openId ? 'true' : undefined}
                  onClick={() => select(a.id)}
                >
                  {a.name}
                  {!a.enabled && <span className="automations__off">{t('automations.list.disabled')}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="automations__main">
          {openId === null && (
            <AutomationEditor
              key="new"
              automationId={null}
              initial={emptyDraft()}
              onSaved={select}
              onDeleted={() => setOpenId(undefined)}
            />
          )}
          {open && (
            <AutomationEditor
              key={open.id}
              automationId={open.id}
              initial={draftOf(open.doc)}
              onSaved={select}
              onDeleted={() => setOpenId(undefined)}
            />
          )}
        </div>
      </div>
      <RunsList automations={automations} automationId={runsFilter} onAutomationChange={setRunsFilter} />
    </div>
  );
}
