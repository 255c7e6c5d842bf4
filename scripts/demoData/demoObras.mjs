// The public collection (obras): what visitors see at /publicData.
import { photoScenes } from './demoProjects.mjs';
import { pad } from './seedKit.mjs';

// Fixed texts, no PRNG draws: adding them leaves every generated value above unchanged.
const obras = [
  ['Cocina en Chamberí', 'Cocina abierta con isla y encimera de cuarzo.', 14, 18900, '2025-03-21'],
  ['Baño en Salamanca', 'Plato de ducha de obra, mampara fija y suelo radiante.', 9, 8400, '2025-05-09'],
  ['Vivienda en Lavapiés', 'Reforma integral de 70 m²: distribución y acabados.', 62, 64500, '2025-07-04'],
  ['Terraza en Arganzuela', 'Impermeabilización, solado antideslizante y jardineras.', 6, 5200, '2025-09-12'],
  ['Local en Malasaña', 'Cafetería: barra de obra, baño adaptado y fachada nueva.', 31, 41200, '2025-10-30'],
  ['Fachada en Tetuán', 'Aislamiento SATE y pintura de fachada de cuatro plantas.', 45, 38700, '2025-12-05'],
];

export const demoObras = obras.map(([Name, Descripción, Días, Importe, Fin], k) => ({
  FireId: `o-${pad(k + 1)}`,
  Name,
  Descripción,
  DíasDeObra: Días,
  Importe,
  Terminada: `${Fin}T12:00:00.000Z`,
  ImgArray: [`/api/files/obras/obra-${(k % photoScenes.length) + 1}.svg`],
}));
