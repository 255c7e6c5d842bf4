export * from './api';
export * from './i18n';
