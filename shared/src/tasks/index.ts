export * from './taskCommands';
export * from './taskWindow';
