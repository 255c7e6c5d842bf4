import {
  type DocumentDataProblem,
  type DocumentLimits,
  documentDataProblemMessage,
  documentLimits,
  documentOverheadBytes,
  tallyDocumentData,
} from '@colmena/shared/schemas';
import { AppError } from '../http/AppError';
import { type AppendChange, definedFields } from './appendElement';
import type { DocData } from './Store';

/** A stored document's Firestore size and fields (shared tallyDocumentData). */
export interface DocTally {
  bytes: number;
  fields: number;
}

/**
 * The tally of `doc` after `change`, from `doc`'s own and a walk of the changed fields alone (a
 * thread's next message is checked without walking its every message); bad_request, as for a
 * whole body, when the change holds what Firestore refuses or takes the document past `limits`.
 * `doc` must hold an array (or nothing) in the appended field: a field replaced whole would
 * count its old value's share, which this leaves to the walk of the whole document.
 */
export function appendedTally(
  doc: DocData,
  base: DocTally,
  { field, element, patch }: AppendChange,
  limits: DocumentLimits = documentLimits,
): DocTally {
  let { bytes, fields } = base;
  const add = (share: DocTally, sign: 1 | -1) => {
    bytes += sign * share.bytes;
    fields += sign * share.fields;
  };
  for (const [key, value] of definedFields(patch)) {
    add(shareOf(key, value, limits, true), 1);
    if (Object.hasOwn(doc, key)) add(shareOf(key, doc[key], limits, false), -1);
  }
  // The element's share: the field holding it alone, less the field holding nothing.
  add(shareOf(field, [element], limits, true), 1);
  add(shareOf(field, [], limits, false), -1);
  if (!Object.hasOwn(doc, field)) add(shareOf(field, [], limits, false), 1);
  if (bytes > limits.maxBytes) refuse({ problem: 'too_big', path: [], limit: limits.maxBytes });
  if (fields > limits.maxFields) refuse({ problem: 'too_many_fields', path: [], limit: limits.maxFields });
  return { bytes, fields };
}

/** One top-level field's share of a document's tally; `check`: refuse what Firestore would. */
function shareOf(key: string, value: unknown, limits: DocumentLimits, check: boolean): DocTally {
  const tally = tallyDocumentData({ [key]: value }, limits);
  if (check && tally.problem) refuse(tally.problem);
  return { bytes: tally.bytes - documentOverheadBytes, fields: tally.fields };
}

function refuse(problem: DocumentDataProblem): never {
  throw new AppError('bad_request', documentDataProblemMessage(problem));
}

/** A whole document's tally, when it is storable (else null: a write of it must be checked whole). */
export function tallyOf(doc: DocData, limits: DocumentLimits = documentLimits): DocTally | null {
  const tally = tallyDocumentData(doc, limits);
  return tally.problem ? null : { bytes: tally.bytes, fields: tally.fields };
}
