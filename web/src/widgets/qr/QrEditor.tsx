import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import type { KindEditorProps } from '../kindTypes';

type Source = 'publicLink' | 'text';

/** The QR kind's panel: the document's public link, or a text of the company's own. */
export function QrEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const source: Source = settings.source === 'text' ? 'text' : 'publicLink';
  return (
    <>
      <SelectField<Source>
        label={t('widgets.editor.qr.source')}
        value={source}
        options={[
          { value: 'publicLink', label: t('widgets.editor.qr.publicLink') },
          { value: 'text', label: t('widgets.editor.qr.text') },
        ]}
        onValueChange={(next) => onChange({ ...settings, source: next })}
      />
      {source === 'text' && (
        <TextAreaField
          label={t('widgets.editor.qr.textField')}
          rows={3}
          maxLength={2000}
          value={String(settings.text ?? '')}
          onValueChange={(text) => onChange({ ...settings, text })}
        />
      )}
    </>
  );
}
