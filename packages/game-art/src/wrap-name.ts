/** Splits a name into up to `maxLines` lines of about `width` characters (wide scripts count 2). */
export function wrapName(name: string, width: number, maxLines: number): string[] {
  const chars = [...name.trim().replace(/\s+/g, ' ')];
  const cost = (c: string) => (/[\u1100-\uFFFF]/.test(c) && !/[\u0E00-\u0E7F]/.test(c) ? 2 : 1);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const words = chars.join('').split(' ');
  for (const word of words) {
    const wordChars = [...word];
    const wordCost = wordChars.reduce((n, c) => n + cost(c), 0);
    if (used > 0 && used + 1 + wordCost <= width) {
      line += ` ${word}`;
      used += 1 + wordCost;
      continue;
    }
    if (used > 0) {
      lines.push(line);
      line = '';
      used = 0;
    }
    // A word longer than a line (or a script without spaces) is cut by characters.
    for (const c of wordChars) {
      if (used + cost(c) > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += c;
      used += cost(c);
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${[...kept[maxLines - 1]!].slice(0, Math.max(1, width - 1)).join('')}…`;
    return kept;
  }
  return lines;
}
