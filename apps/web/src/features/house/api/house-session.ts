import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

// A launch answers `/house/<game>#session=<token>`: the token is this tab's pass to the game
// (sent as x-house-session). It lives in sessionStorage so a reload keeps playing, and it is
// taken out of the address bar so it is not shared with a copied link.
const key = (gameCode: string) => `house-session:${gameCode}`;

/** Moves a `#session=` token from the address into this tab's storage; returns the token. */
export function captureHouseSession(gameCode: string): string | null {
  const match = /(?:^#|&)session=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    writeStorage('session', key(gameCode), decodeURIComponent(match[1]));
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return readStorage('session', key(gameCode));
}

/** Keeps a token this page obtained by launching the game itself. */
export function storeHouseSession(gameCode: string, token: string): void {
  writeStorage('session', key(gameCode), token);
}

/** Forgets an ended session (the server answered UNAUTHORIZED). */
export function dropHouseSession(gameCode: string): void {
  removeStorage('session', key(gameCode));
}
