import '@colmena/shared/i18n/exportsTexts';
import { useT } from '../../hooks/useT';
import type { WidgetView } from '../kindTypes';
import { ExportButton } from './ExportButton';

/** PDF kind: a download button for the document on screen (its report) or the widget's query (a list). */
export function PdfWidget({ widget, settings, placement }: WidgetView<'pdf'>) {
  const t = useT();
  if (settings.report === 'document' && !placement.documentId)
    return <p className="widget-empty">{t('exports.noDocument')}</p>;
  return (
    <ExportButton
      format="pdf"
      label={settings.report === 'document' ? t('exports.pdf.document') : t('exports.pdf.list')}
      widgetId={widget.FireId}
      placement={placement}
    />
  );
}
