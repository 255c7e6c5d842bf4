import { matchesWhere } from '../query/matchDocument';
import type { CommandEvent, CommandTrigger } from './automation';

/** An applied document command as a trigger sees it: what happened, where, to which document. */
export interface DocumentEvent {
  event: CommandEvent;
  collection: string;
  docId: string;
  /** The document after the change (before it for a delete or move), when known. */
  document: Readonly<Record<string, unknown>> | null;
}

/** The event of a document command type, or null for a command no trigger listens to. */
export function commandEventOf(type: string): CommandEvent | null {
  switch (type) {
    case 'document.create':
      return 'create';
    case 'document.merge':
    case 'document.replace':
      return 'change';
    case 'document.delete':
      return 'delete';
    case 'document.move':
      return 'move';
    default:
      return null;
  }
}

/** Does this trigger start a run for this event? The filter needs the document. */
export function commandTriggerMatches(trigger: CommandTrigger, event: DocumentEvent): boolean {
  if (trigger.collection !== event.collection || !trigger.on.includes(event.event)) return false;
  if (!trigger.filter || trigger.filter.length === 0) return true;
  return (
    event.document !== null &&
    matchesWhere(
      event.document,
      trigger.filter.map((f) => [f.field, f.op, f.value] as const),
    )
  );
}
