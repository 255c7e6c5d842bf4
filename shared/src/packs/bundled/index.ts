import crm from './crm.pack.json';
import reformas from './reformas.pack.json';
import soporte from './soporte.pack.json';

/**
 * The packs shipped with Colmena, as pack files (the format the store creator exports): a
 * renovation company's jobs and daily reports, a help desk with owner filtering, and a sales
 * CRM (the largest: 500 sample documents). The store page loads them only when it is opened.
 */
export const bundledPackFiles: readonly unknown[] = [reformas, soporte, crm];
