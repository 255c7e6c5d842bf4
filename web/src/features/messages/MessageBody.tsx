import { bodyParts } from '@colmena/shared/chat';
import { useMemo } from 'react';

/**
 * A message body as text: web addresses become links (new tab, no opener), line breaks stay
 * (CSS pre-wrap), and nothing is ever parsed as HTML — React writes each part as text.
 */
export function MessageBody({ body }: { body: string }) {
  const parts = useMemo(() => bodyParts(body), [body]);
  return (
    <p className="chat-msg__body">
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable body, in order
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable body, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
