import type { CommandPayload, CommandType } from '@colmena/shared';
import type {
  ChatAddMembersPayload,
  ChatLeavePayload,
  ChatReadPayload,
  ChatSendPayload,
  ChatStartPayload,
} from '@colmena/shared/chat';
import type { FileRemovePayload } from '@colmena/shared/files';
import type { AssignTaskPayload, CompleteTaskPayload, ReceivedTaskPayload } from '@colmena/shared/tasks';
import type { CreateWidgetPayload, DeleteWidgetPayload, UpdateWidgetPayload } from '@colmena/shared/widgets';

/** The generic document commands (shared/src/schemas/commands.ts). */
type DocumentCommands = { [T in CommandType]: CommandPayload<T> };

/** The chat commands (functions/src/features/chat). */
export interface ChatCommands {
  'chat.start': ChatStartPayload;
  'chat.send': ChatSendPayload;
  'chat.read': ChatReadPayload;
  'chat.leave': ChatLeavePayload;
  'chat.addMembers': ChatAddMembersPayload;
}

/** The task commands (functions/src/features/tasks). */
export interface TaskCommands {
  'task.assign': AssignTaskPayload;
  'task.complete': CompleteTaskPayload;
  'task.received': ReceivedTaskPayload;
}

/** The widget editor's commands (level 100; the server checks the widget with its kind's schema). */
export interface WidgetCommands {
  'widget.create': CreateWidgetPayload;
  'widget.update': UpdateWidgetPayload;
  'widget.delete': DeleteWidgetPayload;
}

/** The automation commands: the server checks every step with its kind's schema. */
export interface AutomationCommands {
  'automation.create': Record<string, unknown>;
  'automation.update': Record<string, unknown>;
  'automation.delete': Record<string, unknown>;
  'automation.rerun': Record<string, unknown>;
}

export interface FileCommands {
  'file.remove': FileRemovePayload;
}

/**
 * The commands a browser sends to `POST /api/commands`, each with its payload's type: one
 * envelope type for sendCommand and one hook (useCommand) for every feature. A feature whose
 * commands a screen sends lists them here.
 */
export interface BrowserCommands
  extends DocumentCommands,
    ChatCommands,
    TaskCommands,
    WidgetCommands,
    AutomationCommands,
    FileCommands {}

export type BrowserCommandType = keyof BrowserCommands;
