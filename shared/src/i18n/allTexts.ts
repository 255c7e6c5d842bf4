import { messagesEn } from './messagesEn';
import { messagesEs } from './messagesEs';
import { registerTexts } from './textRegistry';

// Every catalogue at once: for the server (mails) and the test runs, which need no chunks.
registerTexts(messagesEn, messagesEs);
