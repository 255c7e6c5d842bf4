export * from './taskCommands';
export * from './taskLauncher';
export * from './taskRules';
export * from './taskWindow';
