// The demo company's people: the five accounts the README names and eight more contacts.
import { base, DAY, int, iso, pad, pick } from './seedKit.mjs';

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
export const contactId = (key) => `c-${key}`;

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

/**
 * The demo agenda (the accounts' contacts, then other clients and workers) and the ids of the
 * other clients. Draws from the seed's PRNG: call it first, as the seed always has.
 */
export function demoAgenda() {
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

  return { agenda, otherClients };
}

/** Every sign-in of both demo tenants. */
export const demoAccounts = () => [
  ...demoPeople.map((p) => ({
    tenant: 'demo',
    uid: p.uid,
    email: `${p.key}@demo.test`,
    lvl: p.lvl,
    password,
  })),
  { tenant: 'develop', uid: 'u-dev-admin', email: 'admin@develop.test', lvl: 100, password },
];
