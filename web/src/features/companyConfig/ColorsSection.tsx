import { defaultColors, themeOpacities } from '@colmena/shared/theme';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { ColorPreview } from './ColorPreview';
import { colorInputValue, colorRowProblems, colorRows, colorsPayload } from './colorsForm';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/**
 * The company's colours over the default set: a colour picker and hex text each, "Bad Hex" before
 * anything is sent; saving sends only what differs from the colours in effect.
 */
export function ColorsSection() {
  const t = useT();
  const { company } = useSession();
  // The colours in effect, the defaults included: a new company (none of its own) changes its
  // primary colour in place rather than having to know the theme's colour names to add it.
  const inEffect = { ...defaultColors, ...company.colors };
  const { draft, setDraft, dirty, discard } = useSectionDraft(colorRows(inEffect));
  const { state, send } = useCompanyCommand();
  useDirtySection(t('companyConfig.colors.title'), dirty);
  const problems = colorRowProblems(draft);

  const setRow = (index: number, change: Partial<{ name: string; value: string }>) =>
    setDraft(draft.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const save = () => {
    const payload = colorsPayload(inEffect, draft);
    if (payload) void send('company.colors.set', payload);
  };

  return (
    <SettingsSection
      id="colors"
      title={t('companyConfig.colors.title')}
      description={t('companyConfig.colors.description', { opacities: themeOpacities.join(', ') })}
      dirty={dirty}
      state={state}
      canSave={problems.every((problem) => problem === null)}
      onSave={save}
      onDiscard={discard}
    >
      <div className="settings-colors">
        <div className="settings-colors__rows">
          {draft.length === 0 && <p className="empty-state">{t('companyConfig.colors.empty')}</p>}
          {draft.map((row, index) => {
            const problem = problems[index];
            const hintId = `color-hint-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the index is their identity
              <div className="settings-colors__row" key={index}>
                <label className="visually-hidden" htmlFor={`color-name-${index}`}>
                  {t('companyConfig.colors.name')}
                </label>
                <input
                  id={`color-name-${index}`}
                  className="settings-input settings-colors__name"
                  value={row.name}
                  aria-invalid={problem === 'badName' || problem === 'duplicate' ? true : undefined}
                  aria-describedby={problem ? hintId : undefined}
                  onChange={(event) => setRow(index, { name: event.target.value })}
                />
                <input
                  type="color"
                  className="settings-colors__picker"
                  aria-label={t('companyConfig.colors.pick', { name: row.name })}
                  value={colorInputValue(row.value)}
                  onChange={(event) => setRow(index, { value: event.target.value })}
                />
                <label className="visually-hidden" htmlFor={`color-hex-${index}`}>
                  {t('companyConfig.colors.hex', { name: row.name })}
                </label>
                <input
                  id={`color-hex-${index}`}
                  className="settings-input settings-colors__hex"
                  value={row.value}
                  spellCheck={false}
                  aria-invalid={problem === 'badHex' ? true : undefined}
                  aria-describedby={problem ? hintId : undefined}
                  onChange={(event) => setRow(index, { value: event.target.value })}
                />
                <button
                  type="button"
                  className="button button--text"
                  aria-label={t('companyConfig.colors.remove', { name: row.name })}
                  onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                >
                  {t('companyConfig.remove')}
                </button>
                {problem && (
                  <p id={hintId} className="field-hint field-hint--bad settings-colors__problem">
                    {problem === 'badHex'
                      ? t('errors.bad_hex')
                      : t(`companyConfig.colors.problem.${problem}`)}
                  </p>
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="button button--outlined settings-add"
            onClick={() => setDraft([...draft, { name: '', value: '#' }])}
          >
            {t('companyConfig.colors.add')}
          </button>
        </div>
        <ColorPreview rows={draft} />
      </div>
    </SettingsSection>
  );
}
