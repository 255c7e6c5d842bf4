// Incidencias and their follow-ups (seguimientos): the owner-filter demo.
import { contactId } from './demoPeople.mjs';
import { base, DAY, int, iso, pad, pick, workingTime } from './seedKit.mjs';

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

/** The seeded incidencias of these projects and other clients. Draws after the projects. */
export function demoIncidencias(proyectos, otherClients) {
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
        Name: pick([
          'Llamada al cliente',
          'Visita del técnico',
          'Pedido de material',
          'Reparación realizada',
        ]),
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
  return { incidencias, seguimientos };
}
