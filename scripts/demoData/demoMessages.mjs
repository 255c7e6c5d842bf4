// Chat threads and task messages of the demo company.
import { base, DAY, int, iso } from './seedKit.mjs';

const thread = (FireId, participants, lines, watched) => ({
  FireId,
  participants,
  msjArray: lines.map(([from, body], k) => ({ key: `${FireId}-m${k + 1}`, from, body })),
  watchedArray: watched.map((k) => `${FireId}-m${k}`),
  LastUpdate: iso(base - int(0, 5) * DAY),
});

/** The seeded chat threads. Draws after the incidencias. */
export const demoThreads = () => [
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
];

const far = Date.parse('2030-12-31T23:00:00.000Z');
export const demoTasks = [
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
];
