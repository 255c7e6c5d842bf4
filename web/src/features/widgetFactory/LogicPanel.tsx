import type { SandboxOutcome } from '@colmena/shared/sandbox';
import { useT } from '../../hooks/useT';
import { CheckboxField, TextAreaField } from '../../ui/FormFields';
import { logicErrorText } from '../../widgets/engine/WidgetBody';

interface Props {
  logic: boolean;
  code: string;
  /** The sandbox's outcome on the preview's data (null: not run yet). */
  outcome: SandboxOutcome | null;
  onLogicChange(logic: boolean): void;
  onCodeChange(code: string): void;
}

const maxShownChars = 4000;

/**
 * The logic function: on/off, its code (monospaced), and what the sandbox made of it on the
 * preview's data — the JSON it returned, or its error by kind (timeout, memory, syntax, runtime,
 * output) with the detail and line.
 */
export function LogicPanel({ logic, code, outcome, onLogicChange, onCodeChange }: Props) {
  const t = useT();
  return (
    <>
      <CheckboxField
        label={t('widgets.editor.field.logic')}
        checked={logic}
        onCheckedChange={onLogicChange}
      />
      <TextAreaField
        label={t('widgets.editor.field.logicFunction')}
        code
        rows={12}
        value={code}
        placeholder={'function main(input) {\n  return input.results[0];\n}'}
        hint={t('widgets.editor.logic.hint')}
        onValueChange={onCodeChange}
      />
      {logic && code.trim() !== '' && (
        <section className="logic-result" aria-live="polite" data-testid="logic-result">
          <h3 className="logic-result__title">{t('widgets.editor.logic.result')}</h3>
          {outcome === null && <p>{t('widgets.editor.logic.waiting')}</p>}
          {outcome?.ok === false && (
            <p className="notice notice--error" data-error-kind={outcome.error.kind}>
              {logicErrorText(outcome.error, t)}
            </p>
          )}
          {outcome?.ok === true && (
            <>
              <p className="logic-result__ok">
                {t('widgets.editor.logic.ok', {
                  rows: String(Array.isArray(outcome.value) ? outcome.value.length : 0),
                })}
              </p>
              <pre className="logic-result__json">{shownJson(outcome.value)}</pre>
            </>
          )}
        </section>
      )}
    </>
  );
}

function shownJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  return text.length > maxShownChars ? `${text.slice(0, maxShownChars)}\n…` : text;
}
