export {
  type Calculated,
  calculateField,
  calculateFromValues,
  formulaInput,
  formulaScript,
  withCalculatedValues,
} from './calculate';
export {
  checkDocumentFields,
  checkFieldValue,
  type FieldCheck,
  type FieldProblem,
  isEmptyValue,
  maxAttachments,
  textLimits,
} from './checkFieldValue';
export { collectionFields } from './collectionFields';
export { attachmentFieldTypes, type DroppedAttachment, droppedAttachments } from './droppedAttachments';
export {
  type Bilingual,
  bilingualSchema,
  type FieldDefinition,
  type FieldDefinitionInput,
  fieldDefinitionSchema,
  fieldKeySchema,
  fieldListSchema,
} from './fieldDefinition';
export { builtInFieldNamed, fieldLabel } from './fieldLabel';
export { type FieldType, fieldTypes, isFieldType, numericFieldTypes, optionFieldTypes } from './fieldTypes';
export { isFieldShown, withoutHiddenValues } from './fieldVisibility';
export { formatFieldValue, mapLink, richTextAsText } from './formatFieldValue';
