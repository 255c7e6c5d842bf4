import type { SandboxOutcome } from '@colmena/shared/sandbox';
import { allCollectionsKey, widgetSchema } from '@colmena/shared/schemas';
import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { WidgetCard } from '../widgets/WidgetCard';
import { useDebounced } from './useDebounced';
import { type WidgetForm, widgetFromForm } from './widgetForm';

interface Props {
  form: WidgetForm;
  widgetId: string | null;
  collKey: string;
  documentId: string | null;
  onLogicOutcome(outcome: SandboxOutcome | null): void;
}

/**
 * The widget as the form holds it, rendered by the real card and kind renderer on real data:
 * its queries go through the server's level-100 preview query (nothing is saved), live.
 * Waits for the typing to pause so each keystroke does not ask again.
 */
export function WidgetPreview({ form, widgetId, collKey, documentId, onLogicOutcome }: Props) {
  const t = useT();
  const settled = useDebounced(form, 400);
  const parsed = useMemo(
    () => widgetSchema.safeParse({ ...widgetFromForm(settled), FireId: widgetId ?? 'preview' }),
    [settled, widgetId],
  );
  return (
    <section
      className="widget-editor__preview"
      aria-labelledby="widget-preview-title"
      data-testid="widget-preview"
    >
      <h2 id="widget-preview-title" className="widget-editor__section-title">
        {t('widgets.editor.preview')}
      </h2>
      <p className="widget-editor__hint">{t('widgets.editor.previewHint')}</p>
      {parsed.success ? (
        <div className="widget-editor__preview-card" data-width={Math.min(parsed.data.width, 3)}>
          <WidgetCard
            widget={parsed.data}
            placement={{
              collKey: collKey || allCollectionsKey,
              documentId,
              pageNumber: 1,
              visitor: false,
            }}
            editorPreview={{ onLogicOutcome }}
          />
        </div>
      ) : (
        <p className="notice notice--warning" role="status">
          {t('widgets.editor.invalid', { problem: parsed.error.issues[0]?.message ?? '' })}
        </p>
      )}
    </section>
  );
}
