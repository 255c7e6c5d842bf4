import type { ErrorCode } from '@colmena/shared';
import type { CompositeIndex } from '@colmena/shared/query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toErrorCode } from '../../api/apiError';
import { useT } from '../../hooks/useT';
import { IndexFields } from './IndexFields';
import { indexesApi } from './indexesApi';
import { parseQueryText } from './indexForm';

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'none' }
  | { status: 'needs'; index: CompositeIndex; creating: boolean }
  | { status: 'works'; count: number }
  | { status: 'failed'; code: ErrorCode };

/**
 * The "create index" action for a failing query. The query lives in the URL (`?query=<json>`),
 * so the data screens can link here with the query that failed.
 */
export function FailingQuery({ onDeclared }: { onDeclared(): void }) {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const queryText = params.get('query');
  const [text, setText] = useState(queryText ?? '');
  const [check, setCheck] = useState<Check>({ status: 'idle' });

  useEffect(() => {
    setText(queryText ?? '');
    if (queryText === null) return setCheck({ status: 'idle' });
    const query = parseQueryText(queryText);
    if (!query) return setCheck({ status: 'invalid' });
    let current = true;
    setCheck({ status: 'checking' });
    indexesApi.required(query).then(
      (index) =>
        current && setCheck(index ? { status: 'needs', index, creating: false } : { status: 'none' }),
      (error: unknown) => current && setCheck({ status: 'failed', code: toErrorCode(error) }),
    );
    return () => {
      current = false;
    };
  }, [queryText]);

  async function create(index: CompositeIndex) {
    const query = parseQueryText(queryText);
    setCheck({ status: 'needs', index, creating: true });
    try {
      await indexesApi.declare(index);
      onDeclared();
      const docs = await indexesApi.run(query);
      setCheck({ status: 'works', count: docs.length });
    } catch (error) {
      setCheck({ status: 'failed', code: toErrorCode(error) });
    }
  }

  return (
    <section className="indexes__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="indexes__heading">
        {t('indexes.query.title')}
      </h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { query: text.trim() } : {});
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-query`}>{t('indexes.query.label')}</label>
          <textarea
            id={`${id}-query`}
            className="indexes__query"
            rows={4}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="indexes__actions">
          <button type="submit" className="button button--outlined">
            {t('indexes.query.check')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {check.status === 'checking' && <p aria-busy="true">{t('indexes.list.loading')}</p>}
        {check.status === 'invalid' && <p className="notice notice--error">{t('indexes.query.invalid')}</p>}
        {check.status === 'none' && <p className="notice">{t('indexes.query.none')}</p>}
        {check.status === 'works' && (
          <p className="notice">{t('indexes.query.works', { count: check.count })}</p>
        )}
        {check.status === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t(`errors.${check.code}`)}
          </p>
        )}
        {check.status === 'needs' && (
          <div className="indexes__needed" data-testid="needed-index">
            <p>{t('indexes.query.needs')}</p>
            <p>
              <strong>{check.index.collectionGroup}</strong>
            </p>
            <IndexFields index={check.index} />
            <button
              type="button"
              className="button button--primary"
              disabled={check.creating}
              onClick={() => create(check.index)}
            >
              {t('indexes.query.create')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
