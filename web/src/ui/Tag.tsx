import type { ReactNode } from 'react';
import './ui.css';

export type TagTone = 'primary' | 'outlined' | 'warning' | 'error';

/** A small label (role, level, a flag such as "must reset"): text, never a control. */
export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={tone === 'primary' ? 'tag' : `tag tag--${tone}`}>{children}</span>;
}
