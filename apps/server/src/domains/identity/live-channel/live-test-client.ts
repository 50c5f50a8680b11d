import WebSocket from 'ws';

/** A real WebSocket client for tests: collects events, answers the close code. */
export async function openLive(baseUrl: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    events,
    closed,
    auth: (token: string) => ws.send(JSON.stringify({ type: 'auth', token })),
    /** Waits for the first collected event (from `from` on) matching `match`. */
    async next(
      match: (e: Record<string, unknown>) => boolean,
      from = 0,
      timeoutMs = 5_000,
    ): Promise<Record<string, unknown>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}
