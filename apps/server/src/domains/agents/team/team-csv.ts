import {
  formatMoneyInput,
  TEAM_EXPORT_MAX_ROWS,
  type TTeamFigures,
  type TTeamMemberPage,
  type TTeamOverview,
  type TTeamPl,
  type TTeamTransactionPage,
  type TTeamWagerPage,
} from '@lw/contracts';

type Cell = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe;
 * numbers (and amounts as decimal text) are written as they are.
 */
function field(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const numeric = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells as CSV text, with a BOM so spreadsheets read the Thai and Chinese names. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Money as the plain decimal text of the currency ("-1234.50"). */
function money(minor: number, currency: string): string {
  return formatMoneyInput(minor, { currency });
}

const FIGURE_HEADER = [
  'deposits',
  'withdrawals',
  'bets',
  'valid_bets',
  'wins',
  'rebates',
  'bonuses',
  'profit_loss',
];

function figureCells(f: TTeamFigures, currency: string): string[] {
  return [
    f.deposits,
    f.withdrawals,
    f.bets,
    f.validBets,
    f.wins,
    f.rebates,
    f.bonuses,
    f.profitLoss,
  ].map((m) => money(m, currency));
}

/** The overview's days (the chart's figures), one line a day, then the period's totals. */
export function overviewCsv(o: TTeamOverview): string {
  const c = o.currency;
  return toCsv(
    ['day', 'currency', 'bets', 'valid_bets', 'wins', 'profit_loss', 'deposits', 'withdrawals'],
    [
      ...o.days.map((d) => [
        d.day,
        c,
        money(d.bets, c),
        money(d.validBets, c),
        money(d.wins, c),
        money(d.profitLoss, c),
        money(d.deposits, c),
        money(d.withdrawals, c),
      ]),
      [
        'total',
        c,
        money(o.bets, c),
        money(o.validBets, c),
        money(o.wins, c),
        money(o.profitLoss, c),
        money(o.deposits, c),
        money(o.withdrawals, c),
      ],
    ],
  );
}

export function membersCsv(p: TTeamMemberPage): string {
  return toCsv(
    [
      'username',
      'nickname',
      'kind',
      'level',
      'status',
      'currency',
      'balance',
      'last_sign_in',
      'registered',
      'direct_downlines',
    ],
    p.items.map((m) => [
      m.username,
      m.nickname,
      m.kind,
      m.level,
      m.status,
      p.currency,
      money(m.balance, p.currency),
      m.lastLoginAt,
      m.registeredAt,
      m.directDownlines,
    ]),
  );
}

export function wagersCsv(p: TTeamWagerPage): string {
  return toCsv(
    [
      'settled_at',
      'business_day',
      'username',
      'product',
      'category',
      'game',
      'wager_id',
      'leg',
      'status',
      'currency',
      'stake',
      'valid_stake',
      'win',
      'profit_loss',
    ],
    p.items.map((w) => [
      w.settledAt,
      w.businessDay,
      w.username,
      w.product,
      w.category,
      w.gameCode,
      w.wagerId,
      w.leg,
      w.status,
      w.currency,
      money(w.stake, w.currency),
      money(w.validStake, w.currency),
      money(w.win, w.currency),
      money(w.profitLoss, w.currency),
    ]),
  );
}

/** Per direct downline, then per level, then the totals, as the page shows them. */
export function plCsv(p: TTeamPl): string {
  const c = p.currency;
  return toCsv(
    ['section', 'username', 'kind', 'level', 'team_size', 'currency', ...FIGURE_HEADER],
    [
      ...p.rows.map((r) => [
        'downline',
        r.username,
        r.kind,
        null,
        r.teamSize,
        c,
        ...figureCells(r, c),
      ]),
      ...p.levels.map((l) => ['level', null, null, l.level, null, c, ...figureCells(l, c)]),
      ['total', p.agent.username, null, null, null, c, ...figureCells(p.totals, c)],
    ],
  );
}

export function transactionsCsv(p: TTeamTransactionPage): string {
  return toCsv(
    [
      'time',
      'username',
      'type',
      'reason',
      'wallet',
      'currency',
      'amount',
      'balance_after',
      'reference',
    ],
    p.items.map((t) => [
      t.time,
      t.username,
      t.type,
      t.reason,
      t.wallet,
      t.currency,
      money(t.amount, t.currency),
      money(t.balanceAfter, t.currency),
      t.reference,
    ]),
  );
}

/** An export reads one page as large as an export may be. */
export const EXPORT_PAGE = { page: 1, pageSize: TEAM_EXPORT_MAX_ROWS } as const;
