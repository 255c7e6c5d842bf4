export * from './api';
export * from './device';
export * from './format';
export * from './i18n';
export * from './policy';
export * from './query';
export * from './schemas';
export * from './theme';
