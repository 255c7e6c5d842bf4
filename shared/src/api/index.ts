export * from './accountRequests';
export * from './auth';
export * from './company';
export * from './data';
export * from './docPatch';
export * from './errorCodes';
export * from './host';
