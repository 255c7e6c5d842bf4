/**
 * A tenant-relative file path split into safe segments, or null. Rejects anything that could
 * leave the tenant's folder: `..`, `.`, empty segments, backslashes, NUL, absolute paths.
 */
export function safeRelativePath(path: string): string[] | null {
  if (path.length === 0 || path.length > 1024 || path.startsWith('/')) return null;
  if (/[\\\0]/.test(path)) return null;
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /^[a-zA-Z]:/.test(s))) return null;
  return segments;
}

/**
 * The segments of `path` inside `tenant`'s files, or null when either could leave them: every
 * files adapter locates a file through this, so all accept and refuse the same paths.
 */
export function tenantFileSegments(tenant: string, path: string): string[] | null {
  const segments = safeRelativePath(path);
  if (!segments || !safeRelativePath(tenant) || tenant.includes('/')) return null;
  return segments;
}
