import { useState } from 'react';
import { ApiError } from '../../api/apiError';
import { useT } from '../../hooks/useT';
import { TextAreaField } from '../../ui/FormFields';
import { type AutomationDraft, automationOf, parseJson } from './automationDraft';
import { problemsText } from './automationProblems';
import { type TestRunResult, testRun } from './automationsApi';
import { StepOutcomes } from './StepOutcomes';

interface Props {
  draft: AutomationDraft;
  automationId: string | null;
}

/** The test-run: a sample input, the draft run now on the server, every step's outcome shown. */
export function TestRunPanel({ draft, automationId }: Props) {
  const t = useT();
  const [inputText, setInputText] = useState('{\n  "document": { "Name": "Ejemplo" }\n}');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestRunResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    const automation = automationOf(draft);
    const input = parseJson(inputText);
    if (!automation.ok)
      return setProblem(t('automations.editor.problem', { problem: problemsText(automation.problems, t) }));
    if (!input.ok) return setProblem(t('automations.json.invalid', { problem: input.problem }));
    setProblem(null);
    setRunning(true);
    setResult(null);
    try {
      setResult(await testRun(automation.automation, input.value, automationId ?? undefined));
    } catch (error) {
      setProblem(error instanceof ApiError ? t(`errors.${error.code}`) : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="automations__section" aria-labelledby="automation-test">
      <h3 id="automation-test">{t('automations.test.title')}</h3>
      <TextAreaField
        label={t('automations.test.input')}
        code
        rows={5}
        value={inputText}
        onValueChange={setInputText}
        hint={t('automations.test.note')}
      />
      <button
        type="button"
        className="button"
        onClick={run}
        disabled={running}
        data-testid="automation-test-run"
      >
        {running ? t('automations.test.running') : t('automations.test.run')}
      </button>
      {problem && (
        <p className="automations__problem" role="alert">
          {problem}
        </p>
      )}
      {result && (
        <div className="automations__result" data-testid="automation-test-result">
          <p role="status">
            {t('automations.test.result', {
              status: t(`automations.status.${result.status}`),
              ms: result.durationMs,
            })}
          </p>
          {result.error && <p className="automations__problem">{result.error}</p>}
          <StepOutcomes steps={result.steps} />
        </div>
      )}
    </section>
  );
}
