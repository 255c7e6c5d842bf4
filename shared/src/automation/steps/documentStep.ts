import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

const collection = z.string().trim().min(1).max(100);
const docId = z.string().trim().min(1).max(200);
const data = z.record(z.string(), z.unknown());

/**
 * `document`: one document command made as the automation (document.create, document.merge,
 * document.delete, document.move), so it is checked, logged and replayed like any other.
 * The command's own schema judges the rendered values.
 */
export const documentStepConfigSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('create'), collection, data, docId: docId.optional() }),
  z.strictObject({
    action: z.literal('update'),
    collection,
    docId,
    data,
    remove: z.array(z.string().min(1).max(1500)).max(500).optional(),
  }),
  z.strictObject({ action: z.literal('delete'), collection, docId }),
  z.strictObject({ action: z.literal('move'), collection, docId, to: collection }),
]);
export type DocumentStepConfig = z.infer<typeof documentStepConfigSchema>;

export const documentStep: StepKindDefinition<DocumentStepConfig> = {
  kind: 'document',
  label: { es: 'Documento', en: 'Document' },
  config: documentStepConfigSchema,
};
