/** Initials of a name on the primary colour (a thread or a person in the chat). */
export function Initials({ name, size = 44 }: { name: string; size?: number }) {
  const letters = name
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es') ?? '')
    .join('');
  return (
    <span
      className="avatar avatar--initials"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {letters || '?'}
    </span>
  );
}
