import { Suspense, useState } from 'react';
import { useT } from '../../hooks/useT';
import { TextAreaField } from '../../ui/FormFields';
import type { KindEditorProps } from '../../widgets/kindTypes';
import { registeredKind } from '../../widgets/registry';

/**
 * The kind's own settings: its editor panel (lazily loaded from the kind's folder, see the
 * widgets README) or, for a kind without one, its settings as JSON. The kind's schema checks
 * them when the widget is saved (and the preview says when they do not parse).
 */
export function KindPanel({ type, settings, onChange, widget }: KindEditorProps & { type: string }) {
  const t = useT();
  const kind = registeredKind(type);
  if (kind?.Editor) {
    const { Editor } = kind;
    return (
      <Suspense fallback={<p aria-busy="true">{t('widgets.loading')}</p>}>
        <Editor settings={settings} onChange={onChange} widget={widget} />
      </Suspense>
    );
  }
  return <SettingsJson settings={settings} onChange={onChange} />;
}

function SettingsJson({ settings, onChange }: Pick<KindEditorProps, 'settings' | 'onChange'>) {
  const t = useT();
  const [text, setText] = useState(() => JSON.stringify(settings, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <TextAreaField
      label={t('widgets.editor.settingsJson')}
      code
      rows={8}
      value={text}
      aria-invalid={bad || undefined}
      hint={bad ? t('widgets.editor.settingsJsonBad') : t('widgets.editor.kind.noPanel')}
      onValueChange={(next) => {
        setText(next);
        try {
          const parsed: unknown = JSON.parse(next === '' ? '{}' : next);
          const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
          setBad(!isObject);
          if (isObject) onChange(parsed as Record<string, unknown>);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}
