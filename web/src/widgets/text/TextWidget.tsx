import { SanitizedHtml } from '../../features/widgets/SanitizedHtml';
import type { WidgetView } from '../kindTypes';

/** Text kind: the company's HTML, sanitised like every tenant text (DOMPurify). */
export function TextWidget({ settings }: WidgetView<'text'>) {
  return <SanitizedHtml html={settings.html} className="rich-text widget-text" />;
}
