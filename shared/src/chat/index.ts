export * from './chatCommands';
export * from './chatContacts';
export * from './links';
export * from './unread';
export * from './unreadBy';
