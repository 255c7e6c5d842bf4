import { describe, expect, it } from 'vitest';
import { messagesEn } from './messagesEn';
import { messagesEs } from './messagesEs';

// Every text the spec quotes, in the language the spec writes it in, must appear verbatim as a
// whole catalogue entry of that language (issue 2, item 9). A typo in either place fails here.
const english = [
  'This Page Does Not Exist',
  '100 euro plus VAT per month to create your tool',
  'Congratulations, You have completed all your tasks.',
  'ERROR: No internet connection',
  'ERROR: Too many requests to the server',
  'ERROR: Incorrect password',
  'ERROR: Password must be at least six characters',
  'ERROR: Invalid Custom Claims',
  'ERROR: Wrong user',
  'ERROR: Email already in use',
  'Wrong email!',
  'Check your email to continue!',
  'Error creating document!!!',
  'Error saving change!!!',
  'Invalid change!!!',
  'File upload error!!!',
  'Error downloading file!!!',
  'Error loading data!!!',
  'Deletion error!!!',
  'Failed to execute request!!!',
  'This query requires an index!!!',
  'One of the values is undefined!!!',
  'Error creating Firebase Indexes',
  'error uploading file to cloudinary',
  'file bigger than 150mb',
  'The contact must have an email!!!',
];

const spanish = [
  'Requisitos: mínimo 8 caracteres, 1 letra mayúscula, 1 minúscula, y 1 número, sin espacios.',
  'Contraseña valida',
  'No cumple requisitos!',
  'Actualizando contraseña',
  'Contraseña actualizada con exito!',
  'Error al actualizar contraseña!!!',
  'Algo Salio Mal.',
  'Sin variable -text-',
];

describe('spec texts in the catalogues', () => {
  const enValues = new Set<string>(Object.values(messagesEn));
  const esValues = new Set<string>(Object.values(messagesEs));
  it.each(english)('en has "%s"', (text) => expect(enValues.has(text)).toBe(true));
  it.each(spanish)('es has "%s"', (text) => expect(esValues.has(text)).toBe(true));
});
