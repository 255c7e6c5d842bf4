/** The upload control (web/src/ui/upload): project photos, company logos. */
export const uploadsEn = {
  'uploads.choose': 'Choose a file',
  'uploads.chooseImages': 'Add photos',
  'uploads.drop': 'or drop it here (up to 150 MB)',
  'uploads.progress': 'Uploading {name}…',
  'uploads.done': 'Uploaded {name}',
  'uploads.cancel': 'Cancel the upload',
  'uploads.removeImage': 'Remove photo {number}',
  'uploads.noImages': 'No photos yet',
} as const;
