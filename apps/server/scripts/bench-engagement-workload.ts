/**
 * The event stream of `npm run bench:engagement`: `wager.*` events as the wager core publishes
 * them, deterministic (a seeded generator), shared by every consumer measured.
 */
import type { EventPayload } from '../src/platform/events/event-catalogue.js';

export type WagerOutcome = EventPayload<'wager.settled'>;
export type WagerType = 'wager.settled' | 'wager.voided' | 'wager.resettled';
export interface BenchEvent {
  type: WagerType;
  payload: WagerOutcome;
}

export const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const;
/** The site currency and a second one (a member may play in both). */
export const CURRENCIES = ['THB', 'USD'] as const;

export const wagerKey = (p: { product: string; wagerId: string; leg: number }) =>
  `${p.product}:${p.wagerId}:${p.leg}`;

/**
 * An endless stream: about 80 % first settlements (a fifth in USD, one in 23 a both-sides hedge
 * of player and banker, a third won), 10 % resettles and 10 % voids of earlier wagers of the
 * stream (each a newer version, told a few seconds later than the first settlement). `take(n)`
 * answers the next n events; `latest` holds each wager's latest version for the checks, `firstAt`
 * its first settlement time.
 */
export class WagerStream {
  readonly latest = new Map<string, BenchEvent>();
  /** Each wager's first settlement time (corrections are told later): it fixes the day. */
  readonly firstAt = new Map<string, string>();
  private readonly open: WagerOutcome[] = [];
  private i = 0;
  private seed = 26;

  constructor(
    private readonly members: number[],
    private readonly startMs: number,
  ) {}

  take(count: number): BenchEvent[] {
    const out: BenchEvent[] = [];
    while (out.length < count) out.push(this.next());
    for (const e of out) {
      const key = wagerKey(e.payload);
      this.latest.set(key, e);
      if (!this.firstAt.has(key)) this.firstAt.set(key, e.payload.settledAt);
    }
    return out;
  }

  private rand(): number {
    this.seed = (this.seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return this.seed / 2 ** 31;
  }

  private next(): BenchEvent {
    const i = this.i++;
    const r = this.rand();
    if (this.open.length > 50 && r < 0.2) {
      const at = Math.floor(this.rand() * this.open.length);
      const earlier = this.open[at]!;
      // A wager is corrected at most once here: its settled version leaves the open list.
      this.open[at] = this.open.at(-1)!;
      this.open.pop();
      const later = new Date(Date.parse(earlier.settledAt) + 5_000).toISOString();
      if (r < 0.1) {
        const win = Math.floor(this.rand() * 2 * earlier.stake);
        return {
          type: 'wager.resettled',
          payload: {
            ...earlier,
            win,
            result: win > earlier.stake ? 'win' : win === earlier.stake ? 'push' : 'loss',
            settledAt: later,
            version: earlier.version + 1,
          },
        };
      }
      return {
        type: 'wager.voided',
        payload: {
          ...earlier,
          status: 'voided',
          win: 0,
          result: 'void',
          settledAt: later,
          version: earlier.version + 1,
        },
      };
    }
    const stake = 100 * (1 + Math.floor(this.rand() * 40));
    const won = this.rand() < 1 / 3;
    const hedged = i % 23 === 0;
    const payload: WagerOutcome = {
      product: 'VSIM',
      wagerId: `w${i}`,
      leg: 0,
      accountId: this.members[Math.floor(this.rand() * this.members.length)]!,
      currency: i % 5 === 4 ? 'USD' : 'THB',
      category: CATEGORIES[i % CATEGORIES.length]!,
      gameCode: 'g1',
      gameId: null,
      stake: hedged ? stake * 2 : stake,
      win: won ? stake * 2 : 0,
      result: won ? 'win' : 'loss',
      status: 'settled',
      settledAt: new Date(this.startMs + i).toISOString(),
      version: 1,
      ...(hedged
        ? {
            sides: [
              { side: 'player', stake },
              { side: 'banker', stake },
            ],
          }
        : {}),
    };
    this.open.push(payload);
    return { type: 'wager.settled', payload };
  }
}
