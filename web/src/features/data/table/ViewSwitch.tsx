import { useT } from '../../../hooks/useT';
import type { ListView } from './tablePrefs';
import '../../../ui/viewSwitch.css';

interface Props {
  view: ListView;
  onView(view: ListView): void;
}

const views: readonly ListView[] = ['cards', 'table'];

/** Cards or table: a pair of toggle buttons, the current one pressed. */
export function ViewSwitch({ view, onView }: Props) {
  const t = useT();
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t('data.view.label')}</legend>
      {views.map((choice) => (
        <button
          key={choice}
          type="button"
          className="view-switch__button"
          aria-pressed={view === choice}
          onClick={() => onView(choice)}
        >
          {t(choice === 'cards' ? 'data.view.cards' : 'data.view.table')}
        </button>
      ))}
    </fieldset>
  );
}
