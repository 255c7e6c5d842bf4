import type { ReactNode } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';

interface Props {
  title: string;
  wide?: boolean;
  /** While the command runs: the dialog stays open and every control is disabled. */
  saving: boolean;
  confirmLabel: string;
  savingLabel: string;
  /** The server's refusal, shown in the dialog: nothing has changed then. */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}

/** The frame of a store command's dialog (install, uninstall): Cancel, the action, its refusal. */
export function PackCommandDialog({
  title,
  wide = false,
  saving,
  confirmLabel,
  savingLabel,
  error,
  onConfirm,
  onClose,
  children,
}: Props) {
  const t = useT();
  return (
    <Dialog
      open
      wide={wide}
      title={title}
      onClose={() => !saving && onClose()}
      dismissible={!saving}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={saving}>
            {t('store.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onConfirm}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? savingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error !== null && (
        <p className="store__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  disabled: boolean;
}

/** One choice of a store dialog, as radio buttons. */
export function PackChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: ChoiceProps<T>) {
  return (
    <fieldset className="store__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="store__radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
