import { type PublicForm, publicFormOf } from '@colmena/shared/widgets';
import { commandContext } from '../../platform/commands/commandContext';
import { AppError } from '../../platform/http/AppError';
import { companyCollection, type Store } from '../../platform/store/Store';
import { createTenantMemo } from '../../platform/store/tenantMemo';

/** Where published forms are stored (a widget of kind form). */
export const widgetsCollection = 'widgets';

/** A tenant's public form by widget and form id, open or closed (publicFormOf). */
export type PublicForms = (tenant: string, widgetId: string, formId: string) => Promise<PublicForm>;

/**
 * The public form behind `/publicForm/{widgetId}/{formId}`, remembered per company until a
 * commit writes its company document (the collection definitions) or its widgets (tenantMemo:
 * embedded only; on Firestore, where other instances write, both are read on every request).
 * Read on every visit and submission they cost a parse of the whole company document, of its
 * definitions and of the widget with its field list (about a third of a submission's server
 * time). A form closed, moved to another collection or given other fields is seen by the next
 * request after that commit; the command re-checks the form in its own transaction anyway.
 * An unknown company throws and is not remembered.
 */
export function publicForms(store: Store): PublicForms {
  const memo = createTenantMemo<PublicForm>(store, [companyCollection, widgetsCollection]);
  return (tenant, widgetId, formId) =>
    memo.get(tenant, JSON.stringify([widgetId, formId]), async () => {
      const company = await store.getCompany(tenant);
      if (!company) throw new AppError('unknown_company');
      const widget = await store.get(tenant, widgetsCollection, widgetId);
      const { definitions } = commandContext(tenant, company, { uid: 'visitor', contactId: null, lvl: -1 });
      return publicFormOf(widget, formId, definitions);
    });
}
