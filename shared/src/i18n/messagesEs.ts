import { accountsEs } from './accountsEs';
import { authEs } from './authEs';
import { automationStepsEs } from './automationStepsEs';
import { automationsEs } from './automationsEs';
import { chatEs } from './chatEs';
import { companyConfigEs } from './companyConfigEs';
import { dataEs } from './dataEs';
import { dataTableEs } from './dataTableEs';
import { errorsEs } from './errorsEs';
import { exportsEs } from './exportsEs';
import { fieldsEs } from './fieldsEs';
import { formsEs } from './formsEs';
import { importsEs } from './importsEs';
import { indexesEs } from './indexesEs';
import { landingEs } from './landingEs';
import { logsEs } from './logsEs';
import { mailEs } from './mailEs';
import type { messagesEn } from './messagesEn';
import { peopleEs } from './peopleEs';
import { prefixErrors } from './prefixErrors';
import { publicDataEs } from './publicDataEs';
import { shellEs } from './shellEs';
import { storeEs } from './storeEs';
import { tasksEs } from './tasksEs';
import { uploadsEs } from './uploadsEs';
import { webhooksEs } from './webhooksEs';
import { widgetCardsEs } from './widgetCardsEs';
import { widgetEditorEs } from './widgetEditorEs';
import { widgetsEs } from './widgetsEs';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  ...prefixErrors(errorsEs),
  ...shellEs,
  ...authEs,
  ...automationsEs,
  ...automationStepsEs,
  ...chatEs,
  ...landingEs,
  ...indexesEs,
  ...publicDataEs,
  ...logsEs,
  ...mailEs,
  ...accountsEs,
  ...peopleEs,
  ...dataEs,
  ...dataTableEs,
  ...widgetCardsEs,
  ...widgetsEs,
  ...widgetEditorEs,
  ...exportsEs,
  ...companyConfigEs,
  ...uploadsEs,
  ...storeEs,
  ...fieldsEs,
  ...tasksEs,
  ...formsEs,
  ...importsEs,
  ...webhooksEs,
};
