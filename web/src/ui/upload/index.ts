export { RemoveUploadButton, type RemoveUploadButtonProps } from './RemoveUploadButton';
export { UploadControl, type UploadControlProps } from './UploadControl';
export { type UploadState, useUpload } from './useUpload';
