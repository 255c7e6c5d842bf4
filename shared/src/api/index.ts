export * from './auth';
export * from './company';
export * from './errorCodes';
