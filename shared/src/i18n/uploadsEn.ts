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
  'uploads.delete': 'Delete file',
  'uploads.deletePhoto': 'Delete the file of photo {number}',
  'uploads.deleteConfirm': 'Delete this file for good?',
  'uploads.deleteYes': 'Delete',
  'uploads.deleteNo': 'Keep',
  'uploads.providerCopyKept':
    'The file is gone from here, but its copy in the company’s Dropbox could not be deleted: delete it there.',
} as const;
