/**
 * One byte range asked for (RFC 9110 §14.1.2): from `start` to `end` inclusive (to the last
 * byte when `end` is absent), or the last `suffix` bytes.
 */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

/** A range of a file's bytes, both ends inclusive, as `Content-Range` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

const singleRange = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * The one range of a `Range` header, or null when there is none to honour: absent, another
 * unit, malformed, a range whose end comes before its start, or several ranges (a server may
 * ignore the header and send the whole file, RFC 9110 §14.2; video players ask for one).
 */
export function parseRangeHeader(header: string | undefined): ByteRangeRequest | null {
  const match = header ? singleRange.exec(header) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  return { start, end };
}

/**
 * The bytes of a file of `size` that a range asks for, or null when none can be sent (416):
 * a start at or past the end, an empty suffix, any range of an empty file. An end past the last
 * byte is cut to it, a suffix longer than the file is the whole file.
 */
export function resolveByteRange(request: ByteRangeRequest, size: number): ByteRange | null {
  if (size <= 0) return null;
  if ('suffix' in request) {
    if (request.suffix <= 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
