/** Where an import's uploaded file waits for its job: per caller and import, removed when the import ends. */
export const importFilePath = (uid: string, importId: string) => `imports/${safeSegment(uid)}/${importId}`;

const safeSegment = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128) || 'anon';
