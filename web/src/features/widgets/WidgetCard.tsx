import { levels } from '@colmena/shared/policy';
import type { SandboxOutcome } from '@colmena/shared/sandbox';
import type { Widget } from '@colmena/shared/schemas';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { iconFor } from '../../ui/iconFor';
import { Icon } from '../../ui/icons';
import { Tag } from '../../ui/Tag';
import { WidgetBody } from '../../widgets/engine/WidgetBody';
import type { WidgetPlacement } from '../../widgets/kindTypes';
import { cardPresentation } from './cardPresentation';
import { hasInfo, singleUrl } from './infoText';
import { plainText } from './plainText';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetInfo } from './WidgetInfo';
import { widgetPageLink } from './widgetList';
import './widgets.css';

interface Props {
  widget: Widget;
  placement: Omit<WidgetPlacement, 'mode'>;
  /** The left panel's launcher: title and icon, opening the widget's page or its popUp. */
  compact?: boolean;
  /** The widget editor's preview of an unsaved widget (its queries by the preview query; no links out). */
  editorPreview?: { onLogicOutcome?(outcome: SandboxOutcome | null): void };
}

/**
 * A widget as a card (spec §2, §3): its header (icon, elementName, title, value1, a draft tag),
 * its info link or popup, its body by kind — or, with `popUp: yes`, a button opening the body
 * in a dialog titled `popUptitle` — and value3 at its foot. `width` and `height` place it in
 * the grid (WidgetGrid). A failure of any part shows "Algo Salio Mal." in the card alone.
 */
export function WidgetCard(props: Props) {
  return (
    <WidgetErrorBoundary>
      <WidgetCardBody {...props} />
    </WidgetErrorBoundary>
  );
}

function WidgetCardBody({ widget, placement, compact = false, editorPreview }: Props) {
  const t = useT();
  const { user } = useSession();
  const smallScreen = useSmallScreen();
  // Spec §6: the pen (the widget editor) for level 100, never on a phone.
  const canEdit = !editorPreview && !smallScreen && (user?.lvl ?? 0) >= levels.admin;
  const titleId = useId();
  const [popUpOpen, setPopUpOpen] = useState(false);
  const title = widget.title?.trim() || t('shell.widget.untitled');
  const info = hasInfo(widget.info) ? widget.info : null;
  const preview = useMemo(() => (info && !singleUrl(info) ? plainText(info) : ''), [info]);
  const look = cardPresentation(widget.cardConfig);
  const draft = widget.ready === false;
  const popUp = widget.popUp === 'yes';
  const pageLink = widgetPageLink(widget, placement.collKey, placement.documentId);
  const classes = ['widget-card', ...look.modifiers];
  if (compact) classes.push('widget-card--compact');
  if (draft) classes.push('widget-card--draft');

  const header = (
    <header className="widget-card__header">
      <span className="widget-card__icon">
        <Icon name={iconFor(widget.type)} size={20} />
      </span>
      <div className="widget-card__heading">
        {look.overline && <p className="widget-card__overline">{look.overline}</p>}
        <h3 id={titleId} className="widget-card__title">
          {compact && !popUp ? (
            <Link to={pageLink} className="widget-card__launcher">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {look.subtitle && <p className="widget-card__subtitle">{look.subtitle}</p>}
        {/* Under the title, not beside it: in a narrow card a long title would run under the tag. */}
        {draft && (
          <span className="widget-card__draft" title={t('widgets.draftHint')} data-testid="widget-draft">
            <Tag tone="warning">{t('widgets.draft')}</Tag>
          </span>
        )}
      </div>
      {canEdit && (
        <Link
          className="widget-card__edit"
          to={editorLink(widget, placement)}
          aria-label={t('widgets.edit', { title })}
          title={t('widgets.edit', { title })}
          data-testid="widget-edit"
        >
          <Icon name="edit" size={18} />
        </Link>
      )}
    </header>
  );

  return (
    <article
      className={classes.join(' ')}
      style={look.style}
      data-width={widget.width}
      data-height={Math.min(widget.height, 6)}
      data-kind={widget.type ?? 'none'}
      aria-labelledby={titleId}
      data-testid="widget-card"
      data-widget-id={widget.FireId}
    >
      {header}
      {!compact && !popUp && (
        <div className="widget-card__body">
          {preview && widget.type === undefined && <p className="widget-card__preview">{preview}</p>}
          <WidgetErrorBoundary>
            <WidgetBody
              widget={widget}
              placement={{ ...placement, mode: 'card' }}
              preview={editorPreview !== undefined}
              onLogicOutcome={editorPreview?.onLogicOutcome}
            />
          </WidgetErrorBoundary>
        </div>
      )}
      <div className="widget-card__actions">
        {popUp && (
          <button type="button" className="button button--primary" onClick={() => setPopUpOpen(true)}>
            {t('widgets.open')}
          </button>
        )}
        {!compact && !popUp && !editorPreview && (widget.type !== undefined || widget.avoidCardQuery) && (
          <Link className="button button--text" to={pageLink} aria-label={t('widgets.openNamed', { title })}>
            <Icon name="link" size={18} />
            {t('widgets.open')}
          </Link>
        )}
        {info && !compact && <WidgetInfo info={info} title={title} />}
      </div>
      {look.footer && !compact && <p className="widget-card__footer">{look.footer}</p>}
      {popUp && (
        <Dialog
          open={popUpOpen}
          title={widget.popUptitle?.trim() || title}
          onClose={() => setPopUpOpen(false)}
          wide
          actions={
            <button type="button" className="button button--primary" onClick={() => setPopUpOpen(false)}>
              {t('shell.dialog.close')}
            </button>
          }
        >
          {popUpOpen && (
            <WidgetErrorBoundary>
              <WidgetBody
                widget={widget}
                placement={{ ...placement, mode: 'dialog' }}
                preview={editorPreview !== undefined}
                onLogicOutcome={editorPreview?.onLogicOutcome}
              />
            </WidgetErrorBoundary>
          )}
        </Dialog>
      )}
    </article>
  );
}

/** `/widgetfactory/{widgetId}/{collKey}/{place}/{documentId}`: the editor, where the card is shown. */
function editorLink(widget: Widget, placement: Omit<WidgetPlacement, 'mode'>): string {
  const parts = [widget.FireId, placement.collKey, widget.place, placement.documentId ?? 'none'];
  return `/widgetfactory/${parts.map(encodeURIComponent).join('/')}`;
}
