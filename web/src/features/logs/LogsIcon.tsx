import type { ReactNode } from 'react';

const paths = {
  refresh: <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />,
  newer: <path d="m14.5 6-6 6 6 6" />,
  older: <path d="m9.5 6 6 6-6 6" />,
  clear: <path d="M7 7l10 10M17 7 7 17" />,
} satisfies Record<string, ReactNode>;

/** The few glyphs of the logs screen; decorative, the control around them is named. */
export function LogsIcon({ name, size = 18 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
