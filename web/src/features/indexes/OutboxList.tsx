import { formatDateTime } from '@colmena/shared/format';
import { useT } from '../../hooks/useT';
import { useRemote } from '../publicData/useRemote';
import { indexesApi } from './indexesApi';

/** The mail outbox (`GET /api/admin/outbox`): what would have been sent, newest first. */
export function OutboxList() {
  const t = useT();
  const state = useRemote('outbox', (signal) => indexesApi.outbox(signal));
  return (
    <section id="outbox" className="indexes__section" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="indexes__heading">
        {t('adminTools.outbox.title')}
      </h2>
      {state.status === 'loading' && <p aria-busy="true">{t('adminTools.outbox.loading')}</p>}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${state.code}`)}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="empty-state">{t('adminTools.outbox.empty')}</p>
        ) : (
          <ul className="outbox">
            {state.data.map((mail) => (
              <li key={mail.id} className="outbox__mail">
                <details>
                  <summary>
                    <strong>{mail.subject}</strong> · {t('adminTools.outbox.to', { to: mail.to })} ·{' '}
                    <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                  </summary>
                  <pre className="outbox__text">{mail.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
