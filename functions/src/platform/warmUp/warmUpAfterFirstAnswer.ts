import type { ServerResponse } from 'node:http';

/** The latest a warm-up starts after an instance's first request, if that answer is still open (a live stream). */
export const warmUpLatestMs = 2000;

/**
 * Runs `warm` once per instance (process), after the first request's answer has gone — or
 * `latestMs` after that request arrived, whichever comes first — never before it: a cold start
 * of a request that needs no warming answers as fast as without it, and the work the warm-up
 * saves (the PDF fonts parsed, pdf-lib compiled) is done before most instances' first PDF. A
 * failed warm-up is only logged: the first real use then pays for itself.
 */
export function warmUpAfterFirstAnswer(
  warm: () => Promise<void>,
  latestMs = warmUpLatestMs,
): (res: ServerResponse) => void {
  let started = false;
  return (res) => {
    if (started) return;
    started = true;
    let begun = false;
    const begin = () => {
      if (begun) return;
      begun = true;
      clearTimeout(latest);
      // After the events that end the answer have run: the warm-up's work never precedes them.
      setImmediate(() => {
        warm().catch((error: unknown) => console.error('[colmena] warming up failed:', error));
      });
    };
    const latest = setTimeout(begin, latestMs);
    latest.unref();
    res.once('finish', begin);
    res.once('close', begin);
  };
}
