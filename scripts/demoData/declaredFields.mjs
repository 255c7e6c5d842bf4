// Declared fields (issue 12) shared by the demo tenants' collection definitions.
/** A declared field of a collection: its key as documents hold it, and its label in both languages. */
export const field = (key, es, en, type, more = {}) => ({ key, label: { es, en }, type, ...more });
export const nameField = (es, en) => field('Name', es, en, 'shortText', { required: true });
export const imagesField = field('ImgArray', 'Fotos', 'Photos', 'image');
export const notesField = field('Notas', 'Notas', 'Notes', 'longText');
/** The rooms the seeded projects are in: a project's Habitación is one of them. */
export const rooms = [
  'Cocina',
  'Baño',
  'Baño principal',
  'Salón',
  'Dormitorio',
  'Dormitorio principal',
  'Vivienda',
  'Terraza',
  'Local',
  'Fachada',
];
export const projectStates = ['Presupuesto', 'En curso', 'Terminado'];
export const issuePriorities = ['Alta', 'Media', 'Baja'];
export const issueStates = ['Abierta', 'En revisión', 'Resuelta'];
