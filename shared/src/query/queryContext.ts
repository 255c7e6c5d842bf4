import type { WidgetPlace } from '../schemas/widget';
import type { CurrentCollectionRef } from './dataAlias';

/** Who asks, where, and about which document: everything a widget query may refer to. */
export interface QueryContext {
  /** Injected clock: xDaysAgo, day1month and day1year count from here (UTC). */
  now: Date;
  /** The signed-in user's uid (userid kind). */
  uid: string | null;
  /** The caller's agenda FireId. */
  contactId: string | null;
  /** The document on screen (dataid kind) and its fields (datafield kind). */
  documentId: string | null;
  document: Record<string, unknown> | null;
  /** Spec §3 "Current collection": what collection "data" stands for (dataCollectionFor). */
  currentCollection: CurrentCollectionRef | null;
  /** Where the widget sits: a journal's "data" is the secondary collection. */
  place: WidgetPlace;
}
