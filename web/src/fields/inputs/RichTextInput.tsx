import '@colmena/shared/i18n/fieldsTexts';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { typedHref } from '../richTextPolicy';
import { cleanPaste, richTextNodes, richTextValue } from './sanitizeRichText';

type Format = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const tools: readonly {
  command: Format;
  key: 'bold' | 'italic' | 'bulletList' | 'numberedList';
  mark: string;
}[] = [
  { command: 'bold', key: 'bold', mark: 'B' },
  { command: 'italic', key: 'italic', mark: 'I' },
  { command: 'insertUnorderedList', key: 'bulletList', mark: '•' },
  { command: 'insertOrderedList', key: 'numberedList', mark: '1.' },
];

/** The chain of a link, whole or broken (decorative: the button carries the name). */
function ChainIcon({ broken = false }: { broken?: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
      {broken && <path d="M4 4l16 16" />}
    </svg>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Rich text: an editable area with bold, italic, lists and links (toolbar, or Ctrl/Cmd+B, I, K).
 * The value is its HTML sanitised with DOMPurify (richTextConfig) — pasted text too — and null
 * when no text is left. A value from outside (a reset) replaces what the area shows.
 */
export function RichTextInput(props: KitInputProps) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  const sent = useRef<string | null | undefined>(undefined);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<ReadonlySet<Format>>(new Set());
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const stored = typeof props.value === 'string' ? props.value : null;

  useEffect(() => {
    if (!area.current || stored === sent.current) return;
    area.current.replaceChildren(richTextNodes(stored ?? ''));
    sent.current = stored;
  }, [stored]);

  const changed = () => {
    if (!area.current) return;
    const value = richTextValue(area.current.innerHTML);
    sent.current = value;
    props.onChange(value);
  };

  const refreshActive = () =>
    setActive(
      new Set(tools.map((tool) => tool.command).filter((command) => document.queryCommandState(command))),
    );

  const format = (command: Format) => {
    area.current?.focus();
    document.execCommand(command);
    refreshActive();
    changed();
  };

  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setAddress('');
    setLinking(true);
  };

  const applyLink = () => {
    const href = typedHref(address);
    if (!href || !area.current) return;
    area.current.focus();
    const selection = window.getSelection();
    if (selection && savedRange.current) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection || selection.isCollapsed)
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${escapeHtml(href)}">${escapeHtml(address.trim())}</a>`,
      );
    else document.execCommand('createLink', false, href);
    setLinking(false);
    changed();
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const clean = html ? cleanPaste(html) : escapeHtml(text).replace(/\r?\n/g, '<br>');
    document.execCommand('insertHTML', false, clean);
    changed();
  };

  return (
    <div className="kit-richtext">
      <div className="kit-richtext__tools" role="toolbar" aria-label={props.label} aria-controls={props.id}>
        {tools.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={`kit-richtext__tool kit-richtext__tool--${tool.key}`}
            aria-label={t(`fields.input.${tool.key}`)}
            title={t(`fields.input.${tool.key}`)}
            aria-pressed={active.has(tool.command)}
            disabled={props.disabled}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format(tool.command)}
          >
            {tool.mark}
          </button>
        ))}
        <button
          type="button"
          className="kit-richtext__tool"
          aria-label={t('fields.input.link')}
          title={t('fields.input.link')}
          aria-expanded={linking}
          disabled={props.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          <ChainIcon />
        </button>
        <button
          type="button"
          className="kit-richtext__tool"
          aria-label={t('fields.input.unlink')}
          title={t('fields.input.unlink')}
          disabled={props.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.execCommand('unlink');
            changed();
          }}
        >
          <ChainIcon broken />
        </button>
      </div>
      {linking && (
        <div className="kit-row kit-richtext__link">
          <input
            type="url"
            inputMode="url"
            className="kit-grow"
            aria-label={t('fields.input.linkAddress')}
            placeholder="https://"
            // biome-ignore lint/a11y/noAutofocus: opened on purpose by the link button, to type the address
            autoFocus
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                setLinking(false);
                area.current?.focus();
              }
            }}
          />
          <button type="button" className="button button--outlined kit-button" onClick={applyLink}>
            {t('fields.input.linkApply')}
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a rich text needs an editable element, no input holds markup */}
      <div
        ref={area}
        id={props.id}
        className="kit-richtext__area"
        role="textbox"
        tabIndex={props.disabled ? -1 : 0}
        aria-multiline="true"
        aria-labelledby={props.labelId}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? true : undefined}
        aria-required={props.required ? true : undefined}
        aria-disabled={props.disabled ? true : undefined}
        contentEditable={!props.disabled}
        suppressContentEditableWarning
        onInput={changed}
        onKeyDown={keyDown}
        onKeyUp={refreshActive}
        onMouseUp={refreshActive}
        onPaste={paste}
      />
    </div>
  );
}
