import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { iconFor } from '../../ui/iconFor';
import { Icon } from '../../ui/icons';
import { useLiveWidgets } from '../widgets/useLiveWidgets';
import { incompleteShortcuts, moved, type ShortcutRow, shortcutRows, shortcutsPayload } from './companyForms';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/** A few icon names the icon bar knows (Material names, as the original app stored them). */
const suggestedIcons = [
  'event',
  'bar_chart',
  'table_chart',
  'assignment',
  'folder',
  'star',
  'qr_code',
  'photo',
  'task',
  'map',
];

/** The icon bar's shortcuts to widgets (spec §2 widgetsMenu): widget, icon and title, in order. */
export function ShortcutsSection() {
  const t = useT();
  const { company } = useSession();
  const saved = shortcutRows(company.widgetsMenu);
  const { draft, setDraft, dirty, discard } = useSectionDraft(saved);
  const { state, send } = useCompanyCommand();
  const widgets = useLiveWidgets('company');
  useDirtySection(t('companyConfig.shortcuts.title'), dirty);
  const incomplete = incompleteShortcuts(draft);

  const setRow = (index: number, change: Partial<ShortcutRow>) =>
    setDraft(draft.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const save = () => {
    const payload = shortcutsPayload(saved, draft);
    if (payload) void send('company.update', payload);
  };

  return (
    <SettingsSection
      id="shortcuts"
      title={t('companyConfig.shortcuts.title')}
      description={t('companyConfig.shortcuts.description')}
      dirty={dirty}
      state={state}
      canSave={incomplete.length === 0}
      onSave={save}
      onDiscard={discard}
    >
      <datalist id="shortcut-widgets">
        {widgets.status === 'ready' &&
          widgets.widgets.map((widget) => (
            <option key={widget.FireId} value={widget.FireId}>
              {widget.title ?? widget.FireId}
            </option>
          ))}
      </datalist>
      <datalist id="shortcut-icons">
        {suggestedIcons.map((icon) => (
          <option key={icon} value={icon} />
        ))}
      </datalist>
      {draft.length === 0 && <p className="empty-state">{t('companyConfig.shortcuts.empty')}</p>}
      <ol className="settings-list">
        {draft.map((row, index) => {
          const label = row.title || row.widget || String(index + 1);
          const missing = incomplete.includes(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the index is their identity
            <li key={index} className="settings-list__item settings-shortcut">
              <span className="settings-shortcut__icon" aria-hidden="true">
                <Icon name={iconFor(row.icon)} />
              </span>
              <label className="settings-inline">
                <span>{t('companyConfig.shortcuts.widget')}</span>
                <input
                  className="settings-input"
                  list="shortcut-widgets"
                  value={row.widget}
                  aria-invalid={missing && row.widget.trim() === '' ? true : undefined}
                  onChange={(event) => setRow(index, { widget: event.target.value })}
                />
              </label>
              <label className="settings-inline">
                <span>{t('companyConfig.shortcuts.icon')}</span>
                <input
                  className="settings-input"
                  list="shortcut-icons"
                  value={row.icon}
                  aria-invalid={missing && row.icon.trim() === '' ? true : undefined}
                  onChange={(event) => setRow(index, { icon: event.target.value })}
                />
              </label>
              <label className="settings-inline">
                <span>{t('companyConfig.shortcuts.titleField')}</span>
                <input
                  className="settings-input"
                  value={row.title}
                  onChange={(event) => setRow(index, { title: event.target.value })}
                />
              </label>
              <span className="settings-list__actions">
                <button
                  type="button"
                  className="button button--text"
                  disabled={index === 0}
                  aria-label={t('companyConfig.moveUp', { name: label })}
                  onClick={() => setDraft(moved(draft, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--text"
                  disabled={index === draft.length - 1}
                  aria-label={t('companyConfig.moveDown', { name: label })}
                  onClick={() => setDraft(moved(draft, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--text"
                  aria-label={t('companyConfig.removeNamed', { name: label })}
                  onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                >
                  {t('companyConfig.remove')}
                </button>
              </span>
              {missing && (
                <p className="field-hint field-hint--bad settings-shortcut__problem">
                  {t('companyConfig.shortcuts.incomplete')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--outlined settings-add"
        onClick={() => setDraft([...draft, { widget: '', icon: 'apps', title: '' }])}
      >
        {t('companyConfig.shortcuts.add')}
      </button>
    </SettingsSection>
  );
}
