import { commandRegistry } from '../../platform/commands/defineCommand';
import { contactCommands } from '../agenda/contactCommands';
import { automationCommands } from '../automation/automationCommands';
import { webhookCommands } from '../automation/webhooks/rotateWebhookSecret';
import { chatCommands } from '../chat/chatCommands';
import { companyCommands } from '../company/companyCommands';
import { documentCommands } from '../documents/documentCommands';
import { exportCommands } from '../exports/generatedFiles/exportCommands';
import { fileCommands } from '../files/fileCommands';
import { importCommands } from '../imports/importCommands';
import { packCommands } from '../packs/packCommands';
import { publicFormCommands } from '../publicForms/publicFormCommands';
import { signupCommands } from '../signup/signupCommands';
import { taskCommands } from '../tasks/taskCommands';
import { widgetCommands } from '../widgets/widgetCommands';

/**
 * THE registry: every command that can be recorded in `commands`, by type. `POST /api/commands`
 * runs the ones a browser may send (browserCommands), the server and sign-up the rest, and a
 * replay needs all of them — a recorded `contact.create` wrote an agenda document that later
 * commands read. A new feature lists its commands here.
 */
export const allCommands = commandRegistry([
  ...documentCommands,
  ...contactCommands,
  ...signupCommands,
  ...companyCommands,
  ...widgetCommands,
  ...fileCommands,
  ...exportCommands,
  ...packCommands,
  ...chatCommands,
  ...importCommands,
  ...taskCommands,
  ...publicFormCommands,
  ...automationCommands,
  ...webhookCommands,
]);
