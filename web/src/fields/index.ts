import '@colmena/shared/i18n/fieldsTexts';

export { fillCalculatedValues, withCalculatedValues } from './calculatedValues';
export { FieldKitInput, type FieldKitInputProps } from './FieldKitInput';
export type { UploadTarget } from './kitInputProps';
export { kitInputsLoaded, preloadKitInputs } from './kitInputs';
