import { createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

interface StepFormScope {
  variables: readonly string[];
  /** Replaces the whole config (see useStepForm). */
  replace(next: Record<string, unknown>): void;
}

const Scope = createContext<StepFormScope | null>(null);

export function useStepFormScope(): StepFormScope {
  const scope = useContext(Scope);
  if (!scope) throw new Error('a step setting is drawn inside StepFormFields');
  return scope;
}

interface Props {
  form: UseFormReturn<FieldValues>;
  variables: readonly string[];
  replace(next: Record<string, unknown>): void;
  children: ReactNode;
}

/** A step form's settings: the form (react-hook-form) and the variables within their reach. */
export function StepFormFields({ form, variables, replace, children }: Props) {
  return (
    <FormProvider {...form}>
      <Scope.Provider value={{ variables, replace }}>
        <div className="step-form" data-testid="step-form">
          {children}
        </div>
      </Scope.Provider>
    </FormProvider>
  );
}
