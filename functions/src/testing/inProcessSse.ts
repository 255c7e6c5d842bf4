/** An SSE response of `app.request` read as it arrives, without a listening server. */
export interface InProcessSseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface InProcessSse {
  status: number;
  /** Everything received so far, as sent (what a leak scan reads). */
  readonly text: string;
  readonly events: readonly InProcessSseEvent[];
  /** The first event (already received or arriving within `timeoutMs`) that `match` accepts, or null. */
  waitFor(match: (event: InProcessSseEvent) => boolean, timeoutMs: number): Promise<InProcessSseEvent | null>;
  close(): Promise<void>;
}

/**
 * Starts reading `response` (a `POST /api/live` answer) in the background. `abort` is the
 * controller whose signal went with the request: aborting it is the client going away.
 */
export function readSse(response: Response, abort: AbortController): InProcessSse {
  let text = '';
  let buffer = '';
  const events: InProcessSseEvent[] = [];
  let wake: (() => void)[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();

  const push = (chunk: string) => {
    text += chunk;
    buffer += chunk;
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('id:')) id = line.slice(3).trim();
      }
      if (data.length > 0) events.push({ event, data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    }
    for (const w of wake.splice(0)) w();
  };

  const done = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // closed
    }
    for (const w of wake.splice(0)) w();
  })();

  return {
    status: response.status,
    get text() {
      return text;
    },
    events,
    async waitFor(match, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let seen = 0;
      for (;;) {
        for (; seen < events.length; seen++) {
          const event = events[seen];
          if (event && match(event)) return event;
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
      await done;
      wake = [];
    },
  };
}
