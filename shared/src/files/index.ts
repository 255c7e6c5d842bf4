export * from './pendingUpload';
export * from './sniffFileType';
export * from './uploadLimits';
export * from './uploadPaths';
export * from './uploadRecord';
