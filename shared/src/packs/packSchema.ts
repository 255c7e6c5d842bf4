import { z } from 'zod';
import { widgetsMenuItemSchema } from '../api/company';
import { defineCollectionPayloadSchema } from '../schemas/collectionCommands';
import { createDocumentPayloadSchema } from '../schemas/commands';
import { badHexMessage, colorNameSchema, isHexColor } from '../schemas/companyCommands';
import { updateWidgetPayloadSchema } from '../widgets/widgetCommands';

/** The first line of every pack file: what reads it knows the layout. */
export const packFormat = 'colmena-pack/1';

/**
 * The most a pack file may weigh as JSON. An install sends the pack in one command (the API
 * takes 1 MiB bodies) and the command's record keeps it (Firestore documents hold 1 MiB).
 */
export const maxPackBytes = 900_000;

/**
 * The most sample documents a pack brings. An install is one transaction: with each document's
 * log entry that is 1,000 writes, well inside one Firestore commit; a bigger data set belongs
 * in an import, not in a pack.
 */
export const maxPackDocuments = 500;

/** A pack's id: the name of its record in `packs`, so a document id; lower-case, digits, '-'. */
export const packIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lower-case letters, digits and "-", 2 to 63 characters');

export const packVersionSchema = z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'a version like 1.0.0');

/** A widget of the pack: its id (the widget document's) and the widget as the editor saves it. */
export const packWidgetSchema = updateWidgetPayloadSchema;

/** A sample document: its collection (one of the pack's), its id and its fields. */
export const packDocumentSchema = createDocumentPayloadSchema.required({ docId: true });

export const packColorsSchema = z.record(
  colorNameSchema,
  z.custom<string>(isHexColor, { error: badHexMessage }),
);

const collectionsOf = (def: {
  key: string;
  mainCollection?: string | undefined;
  secondaryCollection?: string | undefined;
}) =>
  [def.mainCollection ?? def.key, def.secondaryCollection].filter(
    (name): name is string => name !== undefined,
  );

/**
 * A pack in one language (its LocalizedTexts resolved): collection definitions, widgets,
 * colours, shortcuts (widgetsMenu) and sample documents, each as the matching command would
 * take it. Parts refer only to the pack's own parts: a shortcut opens one of its widgets, a
 * sample document lives in one of its collections.
 */
export const packSchema = z
  .strictObject({
    format: z.literal(packFormat),
    id: packIdSchema,
    version: packVersionSchema,
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().min(1).max(2000),
    collections: z.array(defineCollectionPayloadSchema).max(20).default([]),
    widgets: z.array(packWidgetSchema).max(100).default([]),
    colors: packColorsSchema.default({}),
    widgetsMenu: z.array(widgetsMenuItemSchema.strict()).max(50).default([]),
    documents: z.array(packDocumentSchema).max(maxPackDocuments).default([]),
  })
  .superRefine((pack, ctx) => {
    const problem = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    const keys = new Set<string>();
    const names = new Set<string>();
    pack.collections.forEach((def, i) => {
      if (keys.has(def.key)) problem(`collection key "${def.key}" twice`, ['collections', i, 'key']);
      keys.add(def.key);
      for (const name of collectionsOf(def)) {
        if (names.has(name)) problem(`collection "${name}" twice`, ['collections', i]);
        names.add(name);
      }
    });
    const widgetIds = new Set<string>();
    pack.widgets.forEach((widget, i) => {
      if (widgetIds.has(widget.docId)) problem(`widget "${widget.docId}" twice`, ['widgets', i, 'docId']);
      widgetIds.add(widget.docId);
    });
    pack.widgetsMenu.forEach((item, i) => {
      if (!widgetIds.has(item.widget))
        problem(`shortcut to "${item.widget}", not a widget of the pack`, ['widgetsMenu', i, 'widget']);
    });
    const documents = new Set<string>();
    pack.documents.forEach((doc, i) => {
      if (!names.has(doc.collection))
        problem(`document in "${doc.collection}", not a collection of the pack`, [
          'documents',
          i,
          'collection',
        ]);
      const path = `${doc.collection}/${doc.docId}`;
      if (documents.has(path)) problem(`document "${path}" twice`, ['documents', i, 'docId']);
      documents.add(path);
    });
  });

export type Pack = z.infer<typeof packSchema>;
export type PackInput = z.input<typeof packSchema>;

/** The collections a pack definition's documents live in (its main one defaults to its key). */
export const packCollectionNames = collectionsOf;
