import { useCallback, useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { type BooleanWords, type FieldTextOptions, fieldText } from './fieldText';

/** The yes/no words of the interface language: "Sí"/"No" in Spanish, "Yes"/"No" in English. */
export function useBooleanWords(): BooleanWords {
  const t = useT();
  return useMemo(() => ({ true: t('data.value.yes'), false: t('data.value.no') }), [t]);
}

/**
 * fieldText for the data screens (lists, cards, project and journal views, public pages): the
 * same es-ES values, with booleans in the interface language instead of Verdadero/Falso.
 */
export function useFieldText(): (
  name: string,
  value: unknown,
  options?: Omit<FieldTextOptions, 'booleans'>,
) => string {
  const booleans = useBooleanWords();
  return useCallback(
    (name, value, options = {}) => fieldText(name, value, { ...options, booleans }),
    [booleans],
  );
}
