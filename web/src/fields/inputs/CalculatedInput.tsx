import '@colmena/shared/i18n/fieldsTexts';
import { formatFieldValue } from '@colmena/shared/fields';
import { createSandbox, type Sandbox } from '@colmena/shared/sandbox';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../hooks/useT';
import { calculateFromValues, missingField } from '../calculatedValues';
import type { KitInputProps } from '../kitInputProps';

type Loading = { state: 'loading' } | { state: 'ready'; sandbox: Sandbox } | { state: 'failed' };

/** QuickJS, loaded once the first calculated field is shown (its own chunk, ~600 KB). */
function useSandbox(): Loading {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    createSandbox().then(
      (sandbox) => current && setLoading({ state: 'ready', sandbox }),
      (error: unknown) => {
        console.error('The formula sandbox did not load', error);
        if (current) setLoading({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return loading;
}

/**
 * A calculated field: read-only, its formula run in the sandbox over the form's other values
 * as they change, the result formatted like any value; a failing formula says how it failed.
 */
export function CalculatedInput(props: KitInputProps) {
  const t = useT();
  const loading = useSandbox();
  const valuesKey = JSON.stringify(props.values ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for the values' content
  const outcome = useMemo(
    () =>
      loading.state === 'ready' ? calculateFromValues(loading.sandbox, props.field, props.values) : null,
    [loading, props.field, valuesKey],
  );
  let text: string;
  let failed = false;
  if (loading.state === 'failed') {
    text = t('fields.input.calcUnavailable');
    failed = true;
  } else if (!outcome) text = t('fields.input.calculating');
  else if (!outcome.ok && missingField(outcome.error, props.values)) text = t('fields.input.calculatedEmpty');
  else if (!outcome.ok) {
    failed = true;
    text = t('fields.input.calculatedFailed', {
      kind: t(`fields.input.calcKind.${outcome.error.kind}`),
      message: outcome.error.message,
    });
  } else {
    const shown = formatFieldValue(props.field, outcome.value, props.language);
    text = shown === '' ? t('fields.input.calculatedEmpty') : shown;
  }
  return (
    <output
      id={props.id}
      className={`kit-readonly kit-calculated${failed ? ' kit-calculated--failed' : ''}`}
      aria-describedby={props.describedBy}
      aria-live="polite"
      data-value={outcome?.ok ? JSON.stringify(outcome.value) : undefined}
    >
      {text}
    </output>
  );
}
