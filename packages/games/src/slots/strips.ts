/**
 * Reel strips are written as one line of space-separated symbol ids per reel (easy to read and
 * diff in a PAR review); this turns them into arrays. The window at stop s shows strip[s],
 * strip[s+1], strip[s+2] (wrapping).
 */
export function strips(...reels: string[]): string[][] {
  return reels.map((r) => r.trim().split(/\s+/));
}
