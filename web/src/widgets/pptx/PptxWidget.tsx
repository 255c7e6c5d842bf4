import '@colmena/shared/i18n/exportsTexts';
import { useT } from '../../hooks/useT';
import type { WidgetView } from '../kindTypes';
import { ExportButton } from '../pdf/ExportButton';

/** PowerPoint kind: a download button for the deck the widget's template makes of its query. */
export function PptxWidget({ widget, placement }: WidgetView<'pptx'>) {
  const t = useT();
  return (
    <ExportButton
      format="pptx"
      label={t('exports.pptx.download')}
      widgetId={widget.FireId}
      placement={placement}
    />
  );
}
