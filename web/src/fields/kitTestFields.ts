import { type FieldDefinition, type FieldType, fieldDefinitionSchema } from '@colmena/shared/fields';

const settings: Partial<Record<FieldType, Partial<FieldDefinition>>> = {
  choice: { options: ['Pendiente', 'Hecho'] },
  multiChoice: { options: ['Agua', 'Luz', 'Gas'] },
  documentRef: { collection: 'obras' },
  calculated: { formula: 'Cantidad * Precio' },
};

/** A definition of each type, as a test form declares it (Spanish and English labels, a help text). */
export function testField(type: FieldType, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return fieldDefinitionSchema.parse({
    key: `campo_${type}`,
    label: { es: `Campo ${type}`, en: `Field ${type}` },
    help: { es: `Ayuda de ${type}`, en: `Help for ${type}` },
    type,
    ...settings[type],
    ...extra,
  });
}
