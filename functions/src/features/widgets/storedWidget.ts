import { checkWidget } from '@colmena/shared/widgets';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';

/**
 * The body stored for a widget sent by the editor: checked again with its id (the payload
 * schema already refused a bad one) and kept as parsed, so defaults are written out and the
 * document holds exactly what the renderer will read. FireId and collection are the path's.
 */
export function storedWidget(body: DocData, docId: string): DocData {
  const checked = checkWidget({ ...body, FireId: docId });
  if (!checked.ok) throw new AppError('invalid_change', `Invalid widget: ${checked.problem}`);
  const { FireId: _id, collection: _collection, ...stored } = checked.widget;
  return stored;
}
