import { diffDoc } from '@colmena/shared';
import type { DocChange } from '../store/Store';

/**
 * Below this many bytes a modified document goes whole: a patch saves little and the whole
 * document is simpler to read. Above it (a thread of 1,000 members is ~40 KB) a message is a
 * few hundred bytes of patch instead of the thread on every member's stream.
 */
export const minPatchedDocBytes = 4096;

const encoder = new TextEncoder();

/**
 * A committed document reaches every subscription that watches it as the same object (the
 * store's views share the commit's document), so its JSON is made and encoded once, not once
 * per stream.
 */
const docBytes = new WeakMap<object, Uint8Array>();

export function bytesOfDoc(doc: object): Uint8Array {
  let bytes = docBytes.get(doc);
  if (bytes === undefined) {
    bytes = encoder.encode(JSON.stringify(doc));
    docBytes.set(doc, bytes);
  }
  return bytes;
}

/** A change as a patch on the wire: its JSON text and bytes. */
export interface PatchedChange {
  json: string;
  bytes: Uint8Array;
}

/** new version → version before → its patch, or null when the document goes whole. */
const patches = new WeakMap<object, WeakMap<object, PatchedChange | null>>();

/**
 * The `modified` change as `{type, id, patch}` of the version the watch delivered before
 * (shared/src/api/docPatch.ts), when that is known and the patch is under half the document;
 * else null (the change goes whole). Made once per pair of versions, whatever the number of
 * streams it goes to.
 */
export function patchedChange(change: DocChange): PatchedChange | null {
  const { doc, before } = change;
  if (change.type !== 'modified' || !before) return null;
  const whole = bytesOfDoc(doc).byteLength;
  if (whole < minPatchedDocBytes) return null;
  let byBefore = patches.get(doc);
  if (!byBefore) {
    byBefore = new WeakMap();
    patches.set(doc, byBefore);
  }
  let patched = byBefore.get(before);
  if (patched === undefined) {
    const patch = diffDoc(before, doc);
    const json = patch && JSON.stringify({ type: 'modified', id: doc.FireId, patch });
    patched = json && json.length * 2 < whole ? { json, bytes: encoder.encode(json) } : null;
    byBefore.set(before, patched);
  }
  return patched;
}
