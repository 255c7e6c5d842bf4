/** Where an import's uploaded file waits for its job: per caller and import, removed when the import ends. */
export const importFilePath = (uid: string, importId: string) => `imports/${safeSegment(uid)}/${importId}`;

/**
 * Beside the upload: its rows as the upload's preview read them, one JSON array of cells a line
 * (importPreview.ts), so the job does not parse the workbook a second time. Removed with the file.
 */
export const importRowsPath = (filePath: string) => `${filePath}.rows`;

/** Rows kept beside an upload at most (10 columns of 100,000 rows take ~15 MB); beyond, the job reads the workbook. */
export const maxKeptRowsBytes = 64 * 1024 * 1024;

const safeSegment = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128) || 'anon';
