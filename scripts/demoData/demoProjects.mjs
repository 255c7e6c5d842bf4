// Projects (proyectos) and their daily journals (diarios), and the placeholder site photos.
import { base, DAY, int, iso, pad, pick, random, workingTime } from './seedKit.mjs';

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
export const photoScenes = [
  ['#f5e6c8', '#a0785a', '#7fb3d5', '#ffffff'],
  ['#e8f0f2', '#8d99ae', '#a8dadc', '#457b9d'],
  ['#fdf0d5', '#c08552', '#9ad1d4', '#780000'],
  ['#eae2b7', '#6b705c', '#bde0fe', '#f77f00'],
];

/** Scene `k` (0-based) of photoScenes as an SVG file's text. */
export const photoSvg = ([wall, floor, sky, accent], k) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-label="Obra ${k + 1}">
  <rect width="800" height="600" fill="${wall}"/>
  <rect y="430" width="800" height="170" fill="${floor}"/>
  <rect x="${120 + k * 60}" y="90" width="220" height="200" rx="6" fill="${sky}" stroke="#ffffff" stroke-width="12"/>
  <line x1="${230 + k * 60}" y1="90" x2="${230 + k * 60}" y2="290" stroke="#ffffff" stroke-width="8"/>
  <rect x="${430 - k * 40}" y="300" width="260" height="140" rx="10" fill="${accent}"/>
  <rect x="${450 - k * 40}" y="320" width="100" height="100" rx="6" fill="#ffffff" opacity="0.25"/>
</svg>
`;

/** The seeded projects and their journals. Draws from the seed's PRNG, after the agenda. */
export function demoProjects() {
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
  return { proyectos, diarios };
}
