/**
 * A multiple choice after ticking or unticking `option`: in the options' order (values no longer
 * among the options kept at the end), each once, null when none is left.
 */
export function toggleChoice(
  chosen: readonly string[],
  option: string,
  on: boolean,
  options: readonly string[],
): string[] | null {
  const next = new Set(chosen);
  if (on) next.add(option);
  else next.delete(option);
  const ordered = [
    ...options.filter((item) => next.has(item)),
    ...[...next].filter((item) => !options.includes(item)),
  ];
  return ordered.length === 0 ? null : ordered;
}
