import { maxChatBodyLength } from '@colmena/shared/chat';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../../hooks/useT';

/**
 * The message box: Enter sends, Shift+Enter is a new line (and Enter while an input method is
 * composing a character does nothing), the send button for touch and mouse.
 */
export function Composer({ onSend, compact = false }: { onSend(body: string): void; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const [body, setBody] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (!body.trim()) return;
    onSend(body);
    setBody('');
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const rows = Math.min(6, Math.max(1, body.split('\n').length));

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('chat.composer.label')}
      </label>
      <textarea
        id={id}
        ref={box}
        className="chat-composer__input"
        rows={rows}
        maxLength={maxChatBodyLength}
        placeholder={t(compact ? 'chat.composer.placeholderShort' : 'chat.composer.placeholder')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={!body.trim()}>
        {t('chat.composer.send')}
      </button>
    </form>
  );
}
