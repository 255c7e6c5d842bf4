import { accountsEn } from './accountsEn';
import { authEn } from './authEn';
import { automationStepsEn } from './automationStepsEn';
import { automationsEn } from './automationsEn';
import { chatEn } from './chatEn';
import { companyConfigEn } from './companyConfigEn';
import { dataEn } from './dataEn';
import { dataTableEn } from './dataTableEn';
import { errorsEn } from './errorsEn';
import { exportsEn } from './exportsEn';
import { fieldsEn } from './fieldsEn';
import { formsEn } from './formsEn';
import { importsEn } from './importsEn';
import { indexesEn } from './indexesEn';
import { landingEn } from './landingEn';
import { logsEn } from './logsEn';
import { mailEn } from './mailEn';
import { peopleEn } from './peopleEn';
import { prefixErrors } from './prefixErrors';
import { publicDataEn } from './publicDataEn';
import { shellEn } from './shellEn';
import { storeEn } from './storeEn';
import { tasksEn } from './tasksEn';
import { uploadsEn } from './uploadsEn';
import { webhooksEn } from './webhooksEn';
import { widgetCardsEn } from './widgetCardsEn';
import { widgetEditorEn } from './widgetEditorEn';
import { widgetsEn } from './widgetsEn';

/**
 * English catalogue: flat dot-namespaced keys, one area file each (shell, auth, landing...).
 * `messagesEs` must have exactly the same keys; the type checker enforces it. This whole catalogue
 * is for the server and tests (allTexts.ts) and for MessageKey: a page registers only the
 * catalogues its chunks need (textRegistry.ts).
 */
export const messagesEn = {
  ...prefixErrors(errorsEn),
  ...shellEn,
  ...authEn,
  ...automationsEn,
  ...automationStepsEn,
  ...chatEn,
  ...landingEn,
  ...indexesEn,
  ...publicDataEn,
  ...logsEn,
  ...mailEn,
  ...accountsEn,
  ...peopleEn,
  ...dataEn,
  ...dataTableEn,
  ...widgetCardsEn,
  ...widgetsEn,
  ...widgetEditorEn,
  ...exportsEn,
  ...companyConfigEn,
  ...uploadsEn,
  ...storeEn,
  ...fieldsEn,
  ...tasksEn,
  ...formsEn,
  ...importsEn,
  ...webhooksEn,
} satisfies Record<string, string>;
