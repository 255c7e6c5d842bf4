/**
 * How deep a request body may nest. Far more than any request needs (a command's document data
 * nests at most 16 levels, the envelope adds 3), and shallow enough that no recursive walk after
 * it (validation, merging, JSON.stringify, SQLite's JSON functions) can run out of stack.
 */
export const maxBodyDepth = 64;

/**
 * What makes a parsed JSON body unacceptable whatever the route: nesting beyond `maxBodyDepth`,
 * or a number JSON.parse could only read as ±Infinity (`1e309`), which JSON.stringify would then
 * store as null without a word. Null when the body is fine. The walk stops at the depth limit.
 */
export function jsonBodyProblem(body: unknown): string | null {
  return problemIn(body, 0);
}

function problemIn(value: unknown, depth: number): string | null {
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : 'A number in the body is out of range';
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= maxBodyDepth) return `The body nests deeper than ${maxBodyDepth} levels`;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  for (const item of items) {
    const found = problemIn(item, depth + 1);
    if (found) return found;
  }
  return null;
}
