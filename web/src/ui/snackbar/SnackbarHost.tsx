import { useSyncExternalStore } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../icons';
import type { SnackbarStore } from './snackbarStore';

export function SnackbarHost({ store }: { store: SnackbarStore }) {
  const t = useT();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section className="snackbar" aria-label={t('shell.snackbar.label')}>
      <ol className="snackbar__list" role="status" aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className={`snack snack--${item.type}`} data-testid="snack">
            <span className="snack__text">{item.text}</span>
            {item.action && (
              <button
                type="button"
                className="snack__action"
                onClick={() => {
                  const action = item.action;
                  store.dismiss(item.id);
                  void action?.run();
                }}
              >
                {item.action.label}
              </button>
            )}
            {item.time !== undefined && (
              <button
                type="button"
                className="snack__close"
                aria-label={t('shell.snackbar.close')}
                title={t('shell.snackbar.close')}
                onClick={() => store.dismiss(item.id)}
              >
                <Icon name="close" size={18} />
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
