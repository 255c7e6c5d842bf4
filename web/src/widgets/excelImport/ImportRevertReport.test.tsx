import '@colmena/shared/i18n/importsTexts';
import { translate } from '@colmena/shared';
import { fieldDefinitionSchema } from '@colmena/shared/fields';
import type { ImportRevert } from '@colmena/shared/imports';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageContext, type LanguageState } from '../../app/i18n/LanguageContext';
import { ImportRevertReport } from './ImportRevertReport';

const spanish = {
  language: 'es',
  languages: ['es', 'en'],
  t: (key, params) => translate('es', key, params),
} satisfies Pick<LanguageState, 'language' | 'languages' | 't'> as unknown as LanguageState;

const fields = [
  fieldDefinitionSchema.parse({ key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency' }),
  fieldDefinitionSchema.parse({ key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText' }),
];

const text = (revert: ImportRevert) =>
  renderToStaticMarkup(
    <LanguageContext.Provider value={spanish}>
      <ImportRevertReport revert={revert} fields={fields} language="es" />
    </LanguageContext.Provider>,
  )
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the report of a taken-back import', () => {
  it('says what was deleted and restored, and which rows someone changed since (kept)', () => {
    expect(
      text({
        removed: 1997,
        restored: 2,
        kept: 2,
        keptDocs: [
          { line: 2, doc: 'd1', fields: ['Importe', 'Name'], reason: 'changed_since' },
          { line: 9, doc: 'd2', fields: ['Name'], reason: 'deleted' },
        ],
      }),
    ).toEqual([
      'Lo que se ha deshecho',
      'Se han borrado 1.997 documentos que la importación había creado',
      '2 documentos que la importación había actualizado vuelven a estar como antes',
      'Alguien cambió 2 documentos después de la importación: esos cambios se han mantenido, no se han deshecho',
      'Fila 2 — Importe, Nombre: cambiado después de la importación, se deja como está',
      'Fila 9 — Nombre: borrado después de la importación',
    ]);
  });

  it('nothing kept: no warning, no list; more kept than listed: the rest counted', () => {
    expect(text({ removed: 3, restored: 0, kept: 0, keptDocs: [] })).toHaveLength(3);
    const many = text({
      removed: 0,
      restored: 0,
      kept: 205,
      keptDocs: [{ line: 4, doc: 'd', fields: ['Name'], reason: 'too_big' }],
    });
    expect(many.at(-1)).toBe('y 204 más');
  });
});
