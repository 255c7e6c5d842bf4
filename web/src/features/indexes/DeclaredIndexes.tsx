import { useT } from '../../hooks/useT';
import { useRemote } from '../publicData/useRemote';
import { IndexFields } from './IndexFields';
import { indexesApi } from './indexesApi';

/** The composite indexes declared over this company's collections; reloads when `version` changes. */
export function DeclaredIndexes({ version }: { version: number }) {
  const t = useT();
  const state = useRemote(`indexes-${version}`, (signal) => indexesApi.list(signal));
  return (
    <section className="indexes__section" aria-labelledby="declared-indexes">
      <h2 id="declared-indexes" className="indexes__heading">
        {t('indexes.list.title')}
      </h2>
      {state.status === 'loading' && <p aria-busy="true">{t('indexes.list.loading')}</p>}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${state.code}`)}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="empty-state">{t('indexes.list.empty')}</p>
        ) : (
          <table className="indexes__table">
            <thead>
              <tr>
                <th scope="col">{t('indexes.column.collection')}</th>
                <th scope="col">{t('indexes.column.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((index) => (
                <tr key={JSON.stringify(index)} data-testid="declared-index">
                  <td>{index.collectionGroup}</td>
                  <td>
                    <IndexFields index={index} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
