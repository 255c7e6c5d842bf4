import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/icons';
import { singleUrl } from './infoText';
import { SanitizedHtml } from './SanitizedHtml';

interface Props {
  info: string;
  title: string;
}

/** A link when the info is one URL, else a button opening the HTML in a popup. */
export function WidgetInfo({ info, title }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const href = singleUrl(info);
  if (href) {
    return (
      <a className="button button--text" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="link" size={18} />
        {t('shell.widget.openLink')}
      </a>
    );
  }
  return (
    <>
      <button type="button" className="button button--text" onClick={() => setOpen(true)}>
        <Icon name="info" size={18} />
        {t('shell.widget.moreInfo')}
      </button>
      <Dialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        wide
        actions={
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            {t('shell.dialog.close')}
          </button>
        }
      >
        {open && <SanitizedHtml html={info} className="rich-text" />}
      </Dialog>
    </>
  );
}
