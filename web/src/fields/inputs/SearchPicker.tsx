import type { ErrorCode } from '@colmena/shared';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { matchOptions, type PickOption } from '../pickOptions';
import { controlAria } from './common';

export interface PickerList {
  status: 'loading' | 'ready' | 'error';
  options: readonly PickOption[];
  error: ErrorCode | null;
  reload(): void;
}

/**
 * A combobox over a list (ARIA 1.2 pattern): type to narrow it, arrows to move, Enter to take
 * one, Escape to leave it as it was. The value is the chosen option's id; emptying the text
 * clears it. A stored id not in the list stays, named as not found.
 */
export function SearchPicker({ list, ...props }: KitInputProps & { list: PickerList }) {
  const t = useT();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${props.id}-list`;
  const current = typeof props.value === 'string' && props.value !== '' ? props.value : null;
  const chosen = current === null ? null : (list.options.find((o) => o.id === current) ?? null);
  const chosenText =
    current === null
      ? ''
      : chosen
        ? chosen.label
        : list.status === 'loading'
          ? ''
          : t('fields.input.unknownChoice', { id: current });
  const shown = useMemo(() => matchOptions(list.options, query ?? ''), [list.options, query]);
  const expanded = open && list.status === 'ready' && shown.length > 0;

  const pick = (option: PickOption) => {
    props.onChange(option.id);
    setQuery(null);
    setOpen(false);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (shown.length === 0 ? 0 : (at + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && expanded) {
      // Enter takes the option; it must not submit the form around it.
      event.preventDefault();
      const option = shown[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  };

  return (
    <div className="kit-picker">
      <input
        {...controlAria(props)}
        id={props.id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && shown[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('fields.input.search')}
        disabled={props.disabled}
        value={query ?? chosenText}
        onFocus={(event) => {
          event.currentTarget.select();
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={keyDown}
        onChange={(event) => {
          const typed = event.target.value;
          setQuery(typed);
          setOpen(true);
          setActive(0);
          if (typed === '' && current !== null) props.onChange(null);
        }}
      />
      {/* The combobox keeps the focus and points at an option (aria-activedescendant): the options are not focused themselves. */}
      <div
        id={listId}
        role="listbox"
        className="kit-picker__list"
        hidden={!expanded}
        aria-labelledby={props.labelId}
      >
        {expanded &&
          shown.map((option, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: reached from the combobox by aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's arrows and Enter are the keyboard way
            <div
              key={option.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`kit-picker__option${i === active ? ' is-active' : ''}${option.id === current ? ' is-chosen' : ''}`}
              // Keeps the focus in the input, so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className="kit-picker__label">{option.label}</span>
              {option.detail && <span className="kit-picker__detail">{option.detail}</span>}
            </div>
          ))}
      </div>
      <p className="field-hint kit-picker__status" aria-live="polite">
        {list.status === 'loading' && open ? t('fields.input.searching') : null}
        {list.status === 'ready' && open && shown.length === 0 ? t('fields.input.noMatches') : null}
      </p>
      {list.status === 'error' && (
        <p className="form__error kit-row" role="alert">
          {t('fields.input.listFailed')} {list.error ? t(`errors.${list.error}`) : null}
          <button type="button" className="button button--text kit-button" onClick={list.reload}>
            {t('fields.input.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
