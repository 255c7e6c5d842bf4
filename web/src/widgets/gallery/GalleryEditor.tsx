import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { EntryField } from '../editorFields';
import type { KindEditorProps } from '../kindTypes';

/** The gallery kind's panel: the query it shows, the field of its images and of their captions. */
export function GalleryEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  return (
    <>
      <EntryField settings={settings} onChange={onChange} />
      <TextField
        label={t('widgets.editor.gallery.imageField')}
        value={String(settings.imageField ?? 'ImgArray')}
        onValueChange={(imageField) => onChange({ ...settings, imageField })}
      />
      <TextField
        label={t('widgets.editor.gallery.captionField')}
        value={String(settings.captionField ?? 'Name')}
        onValueChange={(captionField) => onChange({ ...settings, captionField })}
      />
    </>
  );
}
