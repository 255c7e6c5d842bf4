import type { LiveStreamRequest } from '@colmena/shared';
import type { EventSourceLike } from '../machines/liveClientMachine';

/** A live stream a test drives: it records the request it was opened with, emits named events and errors, and records close(). */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly request: LiveStreamRequest) {}

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** The subscription ids the stream carries, with the cursor each resumes from ('' for none). */
  carried(): Record<string, string> {
    return Object.fromEntries(this.request.subs.map((sub) => [sub.id, sub.cursor ?? '']));
  }

  emit(type: string, data: unknown) {
    this.readyState = 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The stream ends (refused, dropped, or closed by the server). */
  fail() {
    this.readyState = 2;
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}
