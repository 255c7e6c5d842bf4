import type { EventSourceLike } from '../machines/liveClientMachine';

/** An EventSource a test drives: it emits named events and errors, and records close(). */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data: unknown) {
    this.readyState = 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}
