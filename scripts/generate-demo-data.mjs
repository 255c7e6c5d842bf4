// Writes the demo seed (emulator-data/) from a fixed PRNG seed: run it again and the JSON is identical.
//   node scripts/generate-demo-data.mjs [outDir]   (default: emulator-data/)
// The SVG logo and icon in emulator-data/tenants/demo/files/ are hand-made and not touched here;
// the placeholder site photos (files/obras/) are drawn below so the demo works offline.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? resolve(root, 'emulator-data'));

/** mulberry32: tiny, fast, and the same sequence on every machine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20260115);
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[int(0, list.length - 1)];
const pad = (n, width = 3) => String(n).padStart(width, '0');

const DAY = 24 * 60 * 60 * 1000;
/** All dates are relative to this instant, not to "now", so the output never changes. */
const base = Date.parse('2026-01-15T09:00:00.000Z');
const iso = (ms) => new Date(ms).toISOString();
const workingTime = (ms) => {
  const d = new Date(ms);
  d.setUTCHours(int(7, 16), pick([0, 15, 30, 45]), 0, 0);
  return d.getTime();
};

/**
 * JSON.stringify(value, null, 2) laid out the way Biome formats JSON (line width 110): arrays of
 * plain values on one line when they fit. Keeps `npm run lint` clean on the generated files.
 */
function formatJson(value, indent = '', prefix = '') {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (indent.length + prefix.length + line.length + 1 <= 110) return line;
    }
    const inner = `${indent}  `;
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return inner + key + formatJson(v, inner, key);
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function write(path, value) {
  const file = resolve(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${formatJson(value)}\n`);
}

// ---------------------------------------------------------------- people
const password = 'Colmena2026';
const demoPeople = [
  { uid: 'u-admin', key: 'admin', lvl: 100, Name: 'Lucía', Surname: 'Martín Ortega', Rol: 'Empleado' },
  { uid: 'u-manager', key: 'manager', lvl: 50, Name: 'Javier', Surname: 'Romero Gil', Rol: 'Empleado' },
  {
    uid: 'u-coordinator',
    key: 'coordinator',
    lvl: 10,
    Name: 'Marta',
    Surname: 'Navarro Sanz',
    Rol: 'Empleado',
  },
  { uid: 'u-employee', key: 'employee', lvl: 0, Name: 'Pablo', Surname: 'Iglesias Ruiz', Rol: 'Empleado' },
  { uid: 'u-client', key: 'client', lvl: 0, Name: 'Carmen', Surname: 'Delgado Vidal', Rol: 'Cliente' },
];
const contactId = (key) => `c-${key}`;
const agenda = demoPeople.map((p, i) => ({
  FireId: contactId(p.key),
  Name: p.Name,
  Surname: p.Surname,
  Rol: p.Rol,
  LoginID: p.uid,
  email: `${p.key}@demo.test`,
  phone: `+34 6${pad(int(10, 99), 2)} ${pad(int(100, 999))} ${pad(int(100, 999))}`,
  lenguage: 'es',
  forceReset: false,
  LastUpdate: iso(base - (i + 1) * 3 * DAY),
  ImgUrl: '',
}));

const firstNames = [
  'Antonio',
  'Elena',
  'Manuel',
  'Isabel',
  'Francisco',
  'Rosa',
  'David',
  'Pilar',
  'Sergio',
  'Teresa',
];
const surnames = [
  'García',
  'Fernández',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Moreno',
  'Jiménez',
  'Álvarez',
  'Castro',
];
const otherClients = [];
for (let i = 1; i <= 8; i++) {
  const Name = firstNames[(i * 3) % firstNames.length];
  const Surname = `${surnames[i % surnames.length]} ${pick(surnames)}`;
  const client = i <= 5;
  const contact = {
    FireId: `c-${client ? 'cliente' : 'operario'}-${pad(i, 2)}`,
    Name,
    Surname,
    Rol: client ? 'Cliente' : 'Empleado',
    email: `${Name.toLowerCase()}.${pad(i, 2)}@correo.test`,
    phone: `+34 6${pad(int(10, 99), 2)} ${pad(int(100, 999))} ${pad(int(100, 999))}`,
    lenguage: 'es',
    LastUpdate: iso(base - int(10, 200) * DAY),
    ImgUrl: '',
  };
  agenda.push(contact);
  if (client) otherClients.push(contact.FireId);
}

write('accounts.json', [
  ...demoPeople.map((p) => ({
    tenant: 'demo',
    uid: p.uid,
    email: `${p.key}@demo.test`,
    lvl: p.lvl,
    password,
  })),
  { tenant: 'develop', uid: 'u-dev-admin', email: 'admin@develop.test', lvl: 100, password },
]);

// ---------------------------------------------------------------- declared fields (issue 12)
/** A declared field of a collection: its key as documents hold it, and its label in both languages. */
const field = (key, es, en, type, more = {}) => ({ key, label: { es, en }, type, ...more });
const nameField = (es, en) => field('Name', es, en, 'shortText', { required: true });
const imagesField = field('ImgArray', 'Fotos', 'Photos', 'image');
const notesField = field('Notas', 'Notas', 'Notes', 'longText');
/** The rooms the seeded projects are in: a project's Habitación is one of them. */
const rooms = [
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
const projectStates = ['Presupuesto', 'En curso', 'Terminado'];
const issuePriorities = ['Alta', 'Media', 'Baja'];
const issueStates = ['Abierta', 'En revisión', 'Resuelta'];

// ---------------------------------------------------------------- company, colours, widgets
write('tenants/demo/company.json', {
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
});

// Honey and charcoal; every on-colour passes WCAG AA on its background.
write('tenants/demo/colors.json', {
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
});

const widget = (FireId, place, order, fields) => ({
  FireId,
  place,
  order,
  ready: true,
  mobile: false,
  width: 1,
  height: 1,
  keyOfCollection: 'ALLCOLLECTIONS',
  popUp: 'no',
  ...fields,
});
write('tenants/demo/widgets.json', [
  widget('w-company-calendar', 'company', 1, {
    title: 'Calendario de obras',
    type: 'table',
    mobile: true,
    width: 2,
    keyOfCollection: 'proyectos',
    info: '<p>Visitas, entregas y fechas de inicio de cada obra.</p>',
    querysArray: [{ collection: 'proyectos', order: { field: 'CreatedAt', direction: 'desc' }, limit: 200 }],
    settings: {
      columns: [
        { field: 'Name', label: 'Obra' },
        { field: 'Estado', label: 'Estado' },
        { field: 'CreatedAt', label: 'Inicio' },
      ],
      entry: 0,
      csv: true,
    },
  }),
  widget('w-company-stats', 'company', 2, {
    title: 'Proyectos por mes',
    type: 'chart',
    consumer: 'cordinator',
    width: 2,
    info: 'https://example.com/ayuda/estadisticas',
    querysArray: [{ collection: 'proyectos', order: { field: 'CreatedAt', direction: 'asc' } }],
    settings: {
      chartType: 'bar',
      entry: 0,
      groupField: 'CreatedAt',
      grouping: 'month',
      aggregation: 'count',
      seriesLabel: 'Proyectos nuevos',
    },
  }),
  widget('w-company-my-issues', 'company', 3, {
    title: 'Mis incidencias',
    type: 'table',
    consumer: 'client',
    mobile: true,
    keyOfCollection: 'incidencias',
    info: '<p>Las incidencias que ha abierto y su estado.</p>',
    querysArray: [{ collection: 'data', order: { field: 'CreatedAt', direction: 'desc' } }],
    settings: {
      columns: [
        { field: 'Name', label: 'Incidencia' },
        { field: 'Prioridad', label: 'Prioridad' },
        { field: 'Estado', label: 'Estado' },
      ],
      entry: 0,
      csv: true,
    },
  }),
  widget('w-company-timesheet', 'company', 4, {
    title: 'Parte de horas',
    type: 'form',
    consumer: 'employee',
    mobile: true,
    info: '<p>Registre las horas trabajadas en cada obra.</p>',
  }),
  // Issue 10: a pivot over the seeded projects (budget by room and state, drill-down to them).
  widget('w-company-budget-pivot', 'company', 5, {
    title: 'Presupuesto por estancia y estado',
    type: 'pivot',
    consumer: 'manager',
    width: 3,
    keyOfCollection: 'proyectos',
    info: '<p>Suma de los presupuestos y número de proyectos; pulse una cifra para ver sus proyectos.</p>',
    querysArray: [{ collection: 'proyectos' }],
    settings: {
      entry: 0,
      pivot: {
        rows: ['Habitación'],
        cols: ['Estado'],
        values: [{ agg: 'sum', field: 'Presupuesto' }, { agg: 'count' }],
      },
    },
  }),
  widget('w-public-about', 'public', 1, {
    title: 'Quiénes somos',
    type: 'text',
    mobile: true,
    width: 3,
    settings: {
      html: '<p>Reformas integrales en Madrid desde 2009: <strong>cocinas, baños y viviendas completas</strong>, con un único responsable de obra y presupuesto cerrado.</p>',
    },
  }),
  widget('w-public-contact', 'public', 2, {
    title: 'Pida su presupuesto',
    type: 'form',
    mobile: true,
    width: 2,
    info: '<p>Le llamamos en menos de 24 horas.</p>',
  }),
  widget('w-public-gallery', 'public', 3, {
    title: 'Trabajos realizados',
    type: 'gallery',
    width: 5,
    info: '<p>Algunas de nuestras últimas obras.</p>',
    querysArray: [{ collection: 'obras', order: { field: 'Terminada', direction: 'desc' } }],
    settings: { imageField: 'ImgArray', captionField: 'Name', entry: 0 },
  }),
  widget('w-project-summary', 'project', 1, {
    title: 'Diarios de la obra',
    type: 'table',
    mobile: true,
    width: 2,
    keyOfCollection: 'proyectos',
    info: '<p>Lo que se ha hecho en la obra, día a día.</p>',
    querysArray: [
      {
        collection: 'diarios',
        filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }],
        order: { field: 'CreatedAt', direction: 'desc' },
      },
    ],
    settings: {
      columns: [
        { field: 'Name', label: 'Día' },
        { field: 'Notas', label: 'Notas' },
        { field: 'CreatedAt', label: 'Fecha' },
      ],
      entry: 0,
      csv: true,
    },
  }),
  widget('w-project-pdf', 'project', 2, {
    title: 'Exportar informe PDF',
    type: 'pdf',
    consumer: 'manager',
    // A draft: only level 100 sees it (marked as such) until the PDF kind is built.
    ready: false,
    keyOfCollection: 'proyectos',
    info: '<p>Informe con los diarios y las fotos del proyecto.</p>',
  }),
  widget('w-project-photos', 'project', 3, {
    title: 'Fotos de las obras',
    type: 'gallery',
    width: 2,
    keyOfCollection: 'proyectos',
    info: '<p>Fotos de las obras subidas por el equipo.</p>',
    querysArray: [{ collection: 'data', order: { field: 'CreatedAt', direction: 'desc' }, limit: 60 }],
    settings: { imageField: 'ImgArray', captionField: 'Name', entry: 0 },
  }),
  widget('w-journal-notes', 'journal', 1, {
    title: 'Notas del diario',
    type: 'text',
    mobile: true,
    keyOfCollection: 'proyectos',
    settings: {
      html: '<p>Anote lo que se hizo ese día: <strong>avances, incidencias y materiales</strong>. Añada fotos desde el móvil.</p>',
    },
  }),
  widget('w-journal-qr', 'journal', 2, {
    title: 'Código QR',
    type: 'qr',
    consumer: 'cordinator',
    keyOfCollection: 'proyectos',
    info: '<p>Para abrir este diario desde el móvil en la obra.</p>',
    settings: { source: 'publicLink' },
  }),
  widget('w-project-qr', 'project', 4, {
    title: 'QR de la obra',
    type: 'qr',
    keyOfCollection: 'proyectos',
    info: '<p>Péguelo en la obra: abre la ficha pública del proyecto.</p>',
    settings: { source: 'publicLink' },
  }),
  // Issue 14: staff assign a job from the project itself; the task links back to it.
  widget('w-project-task-launcher', 'project', 5, {
    title: 'Visita técnica',
    type: 'taskLauncher',
    consumer: 'cordinator',
    mobile: true,
    keyOfCollection: 'proyectos',
    info: '<p>Encarga a Pablo una visita técnica a esta obra; la tarea enlaza con el proyecto.</p>',
    settings: {
      title: 'Visita técnica a la obra',
      subtitle: 'Revisar el estado de la obra, tomar medidas y subir fotos al proyecto.',
      days: 3,
      to: 'person',
      person: 'c-employee',
      buttonLabel: 'Encargar visita',
    },
  }),
]);

// ---------------------------------------------------------------- projects and journals
const works = [
  ['Reforma integral de cocina', 'Cocina'],
  ['Reforma de baño principal', 'Baño principal'],
  ['Cambio de bañera por plato de ducha', 'Baño'],
  ['Pintura y alisado de paredes', 'Salón'],
  ['Instalación de suelo laminado', 'Dormitorio'],
  ['Reforma de vivienda completa', 'Vivienda'],
  ['Sustitución de ventanas', 'Salón'],
  ['Impermeabilización de terraza', 'Terraza'],
  ['Renovación de instalación eléctrica', 'Vivienda'],
  ['Armarios empotrados a medida', 'Dormitorio principal'],
  ['Reforma de local comercial', 'Local'],
  ['Aislamiento térmico de fachada', 'Fachada'],
  ['Cocina abierta al salón', 'Cocina'],
  ['Baño adaptado para movilidad reducida', 'Baño'],
  ['Cambio de caldera y radiadores', 'Vivienda'],
];
const streets = [
  'Calle Mayor',
  'Calle de Alcalá',
  'Calle de Toledo',
  'Paseo de la Castellana',
  'Calle de Serrano',
  'Calle de Atocha',
  'Calle de Bravo Murillo',
  'Avenida de América',
  'Calle de Embajadores',
  'Calle de Fuencarral',
  'Calle de la Princesa',
  'Calle de López de Hoyos',
  'Ronda de Segovia',
  'Calle de Arturo Soria',
];
const journalSteps = [
  ['Visita inicial', 'Toma de medidas y fotos del estado actual con el cliente.'],
  ['Presupuesto aceptado', 'El cliente firma el presupuesto y se fija la fecha de inicio.'],
  ['Demolición', 'Retirada de alicatado y escombros. Contenedor en la calle hasta el viernes.'],
  ['Fontanería', 'Nuevas tomas de agua y desagües. Prueba de presión correcta.'],
  ['Electricidad', 'Nuevo cuadro y circuitos independientes para horno y placa.'],
  ['Alicatado', 'Colocado el azulejo elegido por el cliente; faltan remates.'],
  ['Pintura', 'Dos manos de pintura plástica blanca mate.'],
  ['Montaje de muebles', 'Muebles montados; encimera pendiente de medición.'],
  ['Revisión con el cliente', 'Repaso de detalles; se anotan pequeños retoques.'],
  ['Entrega de llaves', 'Obra terminada y limpia. Cliente satisfecho.'],
];

/** Flat "photos" of a room: wall, floor, window and a piece of furniture in the room's colours. */
const photoScenes = [
  ['#f5e6c8', '#a0785a', '#7fb3d5', '#ffffff'],
  ['#e8f0f2', '#8d99ae', '#a8dadc', '#457b9d'],
  ['#fdf0d5', '#c08552', '#9ad1d4', '#780000'],
  ['#eae2b7', '#6b705c', '#bde0fe', '#f77f00'],
];
photoScenes.forEach(([wall, floor, sky, accent], k) => {
  const file = resolve(out, `tenants/demo/files/obras/obra-${k + 1}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-label="Obra ${k + 1}">
  <rect width="800" height="600" fill="${wall}"/>
  <rect y="430" width="800" height="170" fill="${floor}"/>
  <rect x="${120 + k * 60}" y="90" width="220" height="200" rx="6" fill="${sky}" stroke="#ffffff" stroke-width="12"/>
  <line x1="${230 + k * 60}" y1="90" x2="${230 + k * 60}" y2="290" stroke="#ffffff" stroke-width="8"/>
  <rect x="${430 - k * 40}" y="300" width="260" height="140" rx="10" fill="${accent}"/>
  <rect x="${450 - k * 40}" y="320" width="100" height="100" rx="6" fill="#ffffff" opacity="0.25"/>
</svg>
`,
  );
});

const proyectos = [];
const diarios = [];
const projectCount = 50;
for (let i = 1; i <= projectCount; i++) {
  const [work, room] = pick(works);
  const street = pick(streets);
  const FireId = `p-${pad(i)}`;
  const createdAt = workingTime(base - int(5, 540) * DAY);
  const journals = int(1, 5);
  proyectos.push({
    FireId,
    Name: `${work} · ${street} ${int(1, 180)}`,
    Habitación: room,
    CreatedAt: iso(createdAt),
    JournalsCount: journals,
    ImgArray: random() < 0.4 ? [`/api/files/obras/obra-${int(1, photoScenes.length)}.svg`] : [],
    Presupuesto: int(12, 450) * 100,
    Estado: pick(['Presupuesto', 'En curso', 'En curso', 'Terminado']),
  });
  let at = createdAt;
  for (let j = 0; j < journals; j++) {
    at = workingTime(at + int(1, 12) * DAY);
    const [Name, Notas] = journalSteps[Math.min(j * 2 + int(0, 1), journalSteps.length - 1)];
    diarios.push({ FireId: `d-${pad(i)}-${j + 1}`, ProjectId: FireId, CreatedAt: iso(at), Name, Notas });
  }
}
write('tenants/demo/proyectos.json', proyectos);
write('tenants/demo/diarios.json', diarios);

// ---------------------------------------------------------------- incidencias (owner filter demo)
const issues = [
  ['Gotera en el techo del baño', 'Alta'],
  ['Puerta del armario descolgada', 'Baja'],
  ['Grieta en el alicatado de la cocina', 'Media'],
  ['Enchufe del salón sin corriente', 'Alta'],
  ['Humedad junto a la ventana', 'Media'],
  ['Grifo de la cocina gotea', 'Baja'],
  ['Radiador del dormitorio no calienta', 'Alta'],
  ['Rodapié despegado en el pasillo', 'Baja'],
  ['Persiana atascada', 'Media'],
  ['Olor en el desagüe de la ducha', 'Media'],
  ['Mancha en la pintura del techo', 'Baja'],
  ['Silicona de la bañera ennegrecida', 'Baja'],
];
const incidencias = [];
const seguimientos = [];
issues.forEach(([Name, Prioridad], index) => {
  const i = index + 1;
  const FireId = `i-${pad(i)}`;
  // The demo client owns every third issue; one is shared with another client.
  const owners = i % 3 === 1 ? [contactId('client')] : [pick(otherClients)];
  if (i === 4) owners.push(pick(otherClients));
  const createdAt = workingTime(base - int(1, 120) * DAY);
  incidencias.push({
    FireId,
    Name,
    Prioridad,
    Estado: pick(['Abierta', 'En revisión', 'Resuelta']),
    ProyectoId: pick(proyectos).FireId,
    CreatedAt: iso(createdAt),
    JournalsCount: 0,
    owners,
  });
  const follow = int(0, 3);
  let at = createdAt;
  for (let j = 1; j <= follow; j++) {
    at = workingTime(at + int(1, 6) * DAY);
    seguimientos.push({
      FireId: `s-${pad(i)}-${j}`,
      ProjectId: FireId,
      CreatedAt: iso(at),
      Name: pick(['Llamada al cliente', 'Visita del técnico', 'Pedido de material', 'Reparación realizada']),
      Notas: pick([
        'Se acuerda la visita para la semana próxima.',
        'El técnico confirma la causa y prepara la reparación.',
        'Material pedido al proveedor; llega en tres días.',
        'Reparado y comprobado con el cliente.',
      ]),
    });
  }
  incidencias[incidencias.length - 1].JournalsCount = follow;
});
write('tenants/demo/incidencias.json', incidencias);
write('tenants/demo/seguimientos.json', seguimientos);

// ---------------------------------------------------------------- chat and tasks
const thread = (FireId, participants, lines, watched) => ({
  FireId,
  participants,
  msjArray: lines.map(([from, body], k) => ({ key: `${FireId}-m${k + 1}`, from, body })),
  watchedArray: watched.map((k) => `${FireId}-m${k}`),
  LastUpdate: iso(base - int(0, 5) * DAY),
});
write('tenants/demo/messages.json', [
  thread(
    'm-001',
    ['u-admin', 'u-manager'],
    [
      ['u-manager', '¿Revisaste el presupuesto de la calle de Serrano?'],
      ['u-admin', 'Sí, lo apruebo. Podemos empezar el lunes.'],
      ['u-manager', 'Perfecto, aviso al equipo.'],
    ],
    [1, 2],
  ),
  thread(
    'm-002',
    ['u-client', 'u-coordinator'],
    [
      ['u-client', 'Buenos días, ¿a qué hora vienen mañana?'],
      ['u-coordinator', 'A las 8:30 estará allí el equipo.'],
    ],
    [1],
  ),
  thread(
    'm-003',
    ['u-employee', 'u-coordinator', 'u-manager'],
    [
      ['u-coordinator', 'Falta material de fontanería para la obra de Atocha.'],
      ['u-employee', 'Lo recojo en el almacén a primera hora.'],
    ],
    [1, 2],
  ),
]);
const far = Date.parse('2030-12-31T23:00:00.000Z');
write('tenants/demo/tasksMessages.json', [
  {
    FireId: 't-001',
    title: 'Revisar presupuesto',
    subtitle: 'Reforma integral de cocina · Calle Mayor',
    completed: false,
    recibed: false,
    to: 'u-admin',
    expires_on: iso(far),
    landed_at: iso(base - 2 * DAY),
    project: 'p-001',
  },
  {
    FireId: 't-002',
    title: 'Subir fotos del alicatado',
    subtitle: 'Diario de obra pendiente',
    completed: false,
    recibed: true,
    to: 'u-employee',
    expires_on: iso(far),
    landed_at: iso(base - DAY),
    project: 'p-002',
  },
  {
    FireId: 't-003',
    title: 'Confirmar visita del técnico',
    subtitle: 'Incidencia: Gotera en el techo del baño',
    completed: true,
    recibed: true,
    to: 'u-coordinator',
    expires_on: iso(far),
    landed_at: iso(base - 4 * DAY),
    project: 'p-003',
  },
]);
write('tenants/demo/agenda.json', agenda);

// ---------------------------------------------------------------- obras (public collection)
// Fixed texts, no PRNG draws: adding them leaves every generated value above unchanged.
const obras = [
  ['Cocina en Chamberí', 'Cocina abierta con isla y encimera de cuarzo.', 14, 18900, '2025-03-21'],
  ['Baño en Salamanca', 'Plato de ducha de obra, mampara fija y suelo radiante.', 9, 8400, '2025-05-09'],
  ['Vivienda en Lavapiés', 'Reforma integral de 70 m²: distribución y acabados.', 62, 64500, '2025-07-04'],
  ['Terraza en Arganzuela', 'Impermeabilización, solado antideslizante y jardineras.', 6, 5200, '2025-09-12'],
  ['Local en Malasaña', 'Cafetería: barra de obra, baño adaptado y fachada nueva.', 31, 41200, '2025-10-30'],
  ['Fachada en Tetuán', 'Aislamiento SATE y pintura de fachada de cuatro plantas.', 45, 38700, '2025-12-05'],
];
write(
  'tenants/demo/obras.json',
  obras.map(([Name, Descripción, Días, Importe, Fin], k) => ({
    FireId: `o-${pad(k + 1)}`,
    Name,
    Descripción,
    DíasDeObra: Días,
    Importe,
    Terminada: `${Fin}T12:00:00.000Z`,
    ImgArray: [`/api/files/obras/obra-${(k % photoScenes.length) + 1}.svg`],
  })),
);

// ---------------------------------------------------------------- develop tenant
write('tenants/develop/company.json', {
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
});
write('tenants/develop/widgets.json', [
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
]);
write('tenants/develop/agenda.json', [
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
]);
write('tenants/develop/projects.json', [
  { FireId: 'p-1', Name: 'Sample project', CreatedAt: iso(base - 3 * DAY), JournalsCount: 1, ImgArray: [] },
]);
write('tenants/develop/journals.json', [
  { FireId: 'j-1', ProjectId: 'p-1', CreatedAt: iso(base - 2 * DAY), Name: 'First entry', Notas: 'Hello.' },
]);
console.log(`demo data written to ${out}`);
