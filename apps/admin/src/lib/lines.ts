/** Splits a textarea into its non-empty, trimmed lines. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** One item a line, for a textarea. */
export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}
