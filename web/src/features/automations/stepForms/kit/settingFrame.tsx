import type { ReactNode } from 'react';
import { type FieldError, useController, useFormContext } from 'react-hook-form';

/** The first message of an error, or of the errors nested under a setting (a record's, a list's). */
function messageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = messageOf(child);
    if (found) return found;
  }
  return null;
}

export function useSetting(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, problem: messageOf(fieldState.error as FieldError | undefined) };
}

/** Label, the input, then its problem (or its hint): the frame of every setting. */
export function Frame({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field step-setting">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem ? (
        <p id={`${id}-hint`} className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export const described = (id: string, problem: string | null, hint: unknown) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem || hint ? `${id}-hint` : undefined,
});
