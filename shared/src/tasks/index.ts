export * from './taskCommands';
export * from './taskRules';
export * from './taskWindow';
