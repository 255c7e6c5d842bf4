import { addMembers } from './addMembers';
import { leaveChat } from './leaveChat';
import { readMessages } from './readMessages';
import { sendMessage } from './sendMessage';
import { startChat } from './startChat';

/** The chat's commands (issue 14), listed once in features/replay/allCommands. */
export const chatCommands = [startChat, sendMessage, readMessages, leaveChat, addMembers];
