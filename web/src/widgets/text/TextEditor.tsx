import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { TextAreaField } from '../../ui/FormFields';
import type { KindEditorProps } from '../kindTypes';

/** The text kind's panel: its HTML (shown sanitised, as widget information texts are). */
export function TextEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  return (
    <TextAreaField
      label={t('widgets.editor.text.html')}
      code
      rows={8}
      value={String(settings.html ?? '')}
      onValueChange={(html) => onChange({ ...settings, html })}
    />
  );
}
