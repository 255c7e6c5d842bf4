import type { MessageKey } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { formatNumber } from '@colmena/shared/format';
import type { ImportRevert } from '@colmena/shared/imports';
import { useT } from '../../hooks/useT';

/**
 * What taking a failed all-or-nothing import back did: created documents deleted, merged ones
 * put back — and, one by one, the documents someone changed after the import, whose changes
 * were kept (the user must know those rows are not as they were).
 */
export function ImportRevertReport({
  revert,
  fields,
  language,
}: {
  revert: ImportRevert;
  fields: readonly FieldDefinition[];
  language: 'es' | 'en';
}) {
  const t = useT();
  const label = (key: string) => fields.find((field) => field.key === key)?.label[language] ?? key;
  return (
    <section className="excel-import__revert" data-testid="import-revert">
      <h5 className="excel-import__subtitle">{t('imports.revertTitle')}</h5>
      <ul className="excel-import__revert-list">
        <li data-testid="import-revert-removed">
          {t('imports.revertRemoved', { count: formatNumber(revert.removed) })}
        </li>
        <li data-testid="import-revert-restored">
          {t('imports.revertRestored', { count: formatNumber(revert.restored) })}
        </li>
        {revert.kept > 0 && (
          <li data-testid="import-revert-kept" className="excel-import__warning">
            {t('imports.revertKept', { count: formatNumber(revert.kept) })}
          </li>
        )}
      </ul>
      {revert.keptDocs.length > 0 && (
        <ul className="excel-import__skips">
          {revert.keptDocs.map((kept) => (
            <li key={`${kept.line}-${kept.doc}`} data-testid="import-revert-kept-doc">
              {t('imports.line')} {kept.line} — {kept.fields.map(label).join(', ')}:{' '}
              {t(`imports.kept.${kept.reason}` as MessageKey)}
            </li>
          ))}
          {revert.kept > revert.keptDocs.length && (
            <li>{t('imports.skipsMore', { count: formatNumber(revert.kept - revert.keptDocs.length) })}</li>
          )}
        </ul>
      )}
    </section>
  );
}
