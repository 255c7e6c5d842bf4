// The demo company: identity, collection definitions with their declared fields, colours.
import {
  field,
  imagesField,
  issuePriorities,
  issueStates,
  nameField,
  notesField,
  projectStates,
  rooms,
} from './declaredFields.mjs';

export const demoCompany = {
  Name: 'Reformas La Colmena',
  LogoNavbar: '/api/files/logo.svg',
  LogoIcon: '/api/files/icon.svg',
  hasPublicPage: true,
  startingPage: '/data/proyectos',
  agendaViewLvl: 10,
  hideContactsFromEmployees: false,
  languages: ['es', 'en'],
  widgetsMenu: [
    { widget: 'w-company-calendar', icon: 'calendar', title: 'Calendario' },
    { widget: 'w-company-stats', icon: 'chart', title: 'Estadísticas' },
  ],
  collectionsArray: [
    {
      key: 'proyectos',
      name: 'Proyectos',
      mainCollection: 'proyectos',
      mainName: 'Proyectos',
      mainNameSingular: 'Proyecto',
      mainSortField: 'Name',
      mainSortDir: 'asc',
      secondaryCollection: 'diarios',
      secondaryName: 'Diarios',
      secondaryNameSingular: 'Diario',
      secondarySortField: 'CreatedAt',
      secondarySortDir: 'asc',
      lvlView: 0,
      // Write levels (issue #8): every staff member creates, edits and deletes projects and
      // their journals; clients (Rol Cliente, below level 0) only read them.
      lvlCreate: 0,
      lvlEdit: 0,
      lvlDelete: 0,
      // CreatedAt (stamped by the server) and the links (JournalsCount, ProjectId) are not
      // declared: no form edits them.
      fields: [
        nameField('Nombre', 'Name'),
        field('Estado', 'Estado', 'Status', 'choice', { options: projectStates, onCard: true }),
        field('Habitación', 'Estancia', 'Room', 'choice', { options: rooms, onCard: true }),
        field('Presupuesto', 'Presupuesto', 'Budget', 'currency', { min: 0, onCard: true }),
        imagesField,
      ],
      secondaryFields: [nameField('Nombre', 'Name'), notesField, imagesField],
    },
    {
      key: 'incidencias',
      name: 'Incidencias',
      mainCollection: 'incidencias',
      mainName: 'Incidencias',
      mainNameSingular: 'Incidencia',
      mainSortField: 'CreatedAt',
      mainSortDir: 'desc',
      secondaryCollection: 'seguimientos',
      secondaryName: 'Seguimientos',
      secondaryNameSingular: 'Seguimiento',
      secondarySortField: 'CreatedAt',
      secondarySortDir: 'asc',
      ownerField: 'owners',
      lvlView: 50,
      // Managers handle every incidencia; below them, clients and staff write only the ones they
      // own (the owner rule), and a client opens one as its owner.
      lvlCreate: 50,
      lvlEdit: 50,
      lvlDelete: 50,
      cardConfig: { value1: 'Name', value3: 'Estado', iconColor: 'secondary' },
      // The owner field (owners) is who may see and write an incidencia: not a field of its form.
      fields: [
        nameField('Incidencia', 'Issue'),
        // Estado first, as the cardConfig (value3) puts it on the cards.
        field('Estado', 'Estado', 'Status', 'choice', { options: issueStates, onCard: true }),
        field('Prioridad', 'Prioridad', 'Priority', 'choice', { options: issuePriorities, onCard: true }),
        field('ProyectoId', 'Proyecto', 'Project', 'documentRef', { collection: 'proyectos', onCard: true }),
      ],
      secondaryFields: [nameField('Seguimiento', 'Follow-up'), notesField],
    },
    {
      // The public collection: visitors see it at /publicData (spec §6).
      key: 'obras',
      name: 'Obras terminadas',
      mainCollection: 'obras',
      mainName: 'Obras terminadas',
      mainNameSingular: 'Obra terminada',
      mainSortField: 'Name',
      mainSortDir: 'asc',
      lvlView: 'public',
      // What visitors see of the company: coordinators publish, edit and withdraw finished works.
      lvlCreate: 10,
      lvlEdit: 10,
      lvlDelete: 10,
      fields: [
        nameField('Obra', 'Work'),
        field('Descripción', 'Descripción', 'Description', 'longText', { onCard: true }),
        field('DíasDeObra', 'Días de obra', 'Working days', 'integer', { min: 0, onCard: true }),
        field('Importe', 'Importe', 'Amount', 'currency', { min: 0, onCard: true }),
        field('Terminada', 'Terminada el', 'Finished on', 'dateTime'),
        imagesField,
      ],
    },
  ],
};

// Honey and charcoal; every on-colour passes WCAG AA on its background.
export const demoColors = {
  primary: '#b45309',
  onPrimary: '#ffffff',
  secondary: '#1f2937',
  onSecondary: '#fcd34d',
  tertiary: '#92400e',
  onTertiary: '#ffffff',
  background: '#fffbeb',
  onBackground: '#1c1917',
  surface: '#ffffff',
  onSurface: '#1c1917',
  surfaceVariant: '#fef3c7',
  onSurfaceVariant: '#44403c',
  outline: '#78716c',
};
