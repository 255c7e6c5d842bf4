// Writes the demo seed (emulator-data/) from a fixed PRNG seed: run it again and the JSON is identical.
//   node scripts/generate-demo-data.mjs [outDir]   (default: emulator-data/)
// The SVG logo and icon in emulator-data/tenants/demo/files/ are hand-made and not touched here;
// the placeholder site photos (files/obras/) are drawn so the demo works offline.
// The parts draw from one PRNG (demoData/seedKit.mjs): keep the order of the calls below, or every
// generated value after a moved call changes.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoColors, demoCompany } from './demoData/demoCompany.mjs';
import { demoIncidencias } from './demoData/demoIncidencias.mjs';
import { demoTasks, demoThreads } from './demoData/demoMessages.mjs';
import { demoObras } from './demoData/demoObras.mjs';
import { demoAccounts, demoAgenda } from './demoData/demoPeople.mjs';
import { demoProjects, photoScenes, photoSvg } from './demoData/demoProjects.mjs';
import { demoWidgets } from './demoData/demoWidgets.mjs';
import {
  developAgenda,
  developCompany,
  developJournals,
  developProjects,
  developWidgets,
} from './demoData/developTenant.mjs';
import { writersTo } from './demoData/seedKit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? resolve(root, 'emulator-data'));
const { write, writeText } = writersTo(out);

const { agenda, otherClients } = demoAgenda();
write('accounts.json', demoAccounts());
write('tenants/demo/company.json', demoCompany);
write('tenants/demo/colors.json', demoColors);
write('tenants/demo/widgets.json', demoWidgets);

for (const [k, scene] of photoScenes.entries())
  writeText(`tenants/demo/files/obras/obra-${k + 1}.svg`, photoSvg(scene, k));
const { proyectos, diarios } = demoProjects();
write('tenants/demo/proyectos.json', proyectos);
write('tenants/demo/diarios.json', diarios);

const { incidencias, seguimientos } = demoIncidencias(proyectos, otherClients);
write('tenants/demo/incidencias.json', incidencias);
write('tenants/demo/seguimientos.json', seguimientos);

write('tenants/demo/messages.json', demoThreads());
write('tenants/demo/tasksMessages.json', demoTasks);
write('tenants/demo/agenda.json', agenda);
write('tenants/demo/obras.json', demoObras);

write('tenants/develop/company.json', developCompany);
write('tenants/develop/widgets.json', developWidgets);
write('tenants/develop/agenda.json', developAgenda);
write('tenants/develop/projects.json', developProjects);
write('tenants/develop/journals.json', developJournals);
console.log(`demo data written to ${out}`);
