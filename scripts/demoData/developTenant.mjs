// The develop tenant: an English dashboard to try widgets on.
import { imagesField, nameField, notesField } from './declaredFields.mjs';
import { widget } from './demoWidgets.mjs';
import { base, DAY, iso } from './seedKit.mjs';

export const developCompany = {
  Name: 'Develop',
  hasPublicPage: false,
  languages: ['en', 'es'],
  widgetsMenu: [],
  collectionsArray: [
    {
      key: 'projects',
      name: 'Projects',
      mainCollection: 'projects',
      mainName: 'Projects',
      mainNameSingular: 'Project',
      secondaryCollection: 'journals',
      secondaryName: 'Journals',
      secondaryNameSingular: 'Journal',
      lvlView: 0,
      lvlCreate: 0,
      lvlEdit: 0,
      lvlDelete: 0,
      fields: [nameField('Nombre', 'Name'), imagesField],
      secondaryFields: [nameField('Nombre', 'Name'), notesField],
    },
  ],
};

export const developWidgets = [
  widget('w-dev-projects', 'company', 1, {
    title: 'All projects',
    type: 'table',
    mobile: true,
    width: 2,
    keyOfCollection: 'projects',
    info: '<p>Every project, newest first. Click a row to open it.</p>',
    querysArray: [{ collection: 'data', order: { field: 'CreatedAt', direction: 'desc' } }],
    settings: {
      columns: [
        { field: 'Name', label: 'Project' },
        { field: 'JournalsCount', label: 'Journals' },
        { field: 'CreatedAt', label: 'Created' },
      ],
      entry: 0,
      csv: true,
    },
  }),
  widget('w-dev-journals', 'project', 1, {
    title: 'Journals of this project',
    type: 'table',
    mobile: true,
    width: 2,
    keyOfCollection: 'projects',
    querysArray: [
      {
        collection: 'journals',
        filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }],
        order: { field: 'CreatedAt', direction: 'desc' },
      },
    ],
    settings: {
      columns: [
        { field: 'Name', label: 'Journal' },
        { field: 'CreatedAt', label: 'Date' },
      ],
      entry: 0,
      csv: true,
    },
  }),
  widget('w-dev-photos', 'project', 2, {
    title: 'Project photos',
    type: 'gallery',
    keyOfCollection: 'projects',
    querysArray: [{ collection: 'data' }],
    settings: { imageField: 'ImgArray', captionField: 'Name', entry: 0 },
  }),
  widget('w-dev-qr', 'project', 3, {
    title: 'Project QR code',
    type: 'qr',
    keyOfCollection: 'projects',
    info: '<p>Opens the public page of this project.</p>',
    settings: { source: 'publicLink' },
  }),
  widget('w-dev-welcome', 'company', 2, {
    title: 'Welcome',
    type: 'text',
    mobile: true,
    settings: {
      html: '<p>This is the <strong>develop</strong> company: an English dashboard to try widgets on.</p>',
    },
  }),
];

export const developAgenda = [
  {
    FireId: 'c-dev-admin',
    Name: 'Dev',
    Surname: 'Admin',
    Rol: 'Empleado',
    LoginID: 'u-dev-admin',
    email: 'admin@develop.test',
    lenguage: 'en',
    LastUpdate: iso(base),
    ImgUrl: '',
  },
];

export const developProjects = [
  { FireId: 'p-1', Name: 'Sample project', CreatedAt: iso(base - 3 * DAY), JournalsCount: 1, ImgArray: [] },
];

export const developJournals = [
  { FireId: 'j-1', ProjectId: 'p-1', CreatedAt: iso(base - 2 * DAY), Name: 'First entry', Notas: 'Hello.' },
];
