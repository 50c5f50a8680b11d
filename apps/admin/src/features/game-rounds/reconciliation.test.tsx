import {
  ADMIN_GAME_ROUNDS_API,
  API,
  type TReconciliationDay,
  type TReconciliationReport,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const side = (rounds: number, bet: number, win: number) => ({ rounds, bet, win });
const house: TReconciliationReport = {
  vendor: 'HOUSE',
  vendorName: 'LuckyWay Originals',
  day: '2026-03-05',
  walletMode: 'seamless',
  feed: 'none',
  ours: side(2, 2_000, 1_980),
  ledger: side(2, 2_000, 1_980),
  vendorFeed: null,
  vendorError: null,
  differenceCount: 0,
  differences: [],
  status: 'balanced',
  balanced: true,
};
const pg: TReconciliationReport = {
  vendor: 'PG',
  vendorName: 'Pocket, "Games"',
  day: '2026-03-05',
  walletMode: 'seamless',
  feed: 'vendor',
  ours: side(3, 150_000, 90_000),
  ledger: side(3, 150_000, 90_000),
  vendorFeed: side(2, 100_000, 90_000),
  vendorError: null,
  differenceCount: 1,
  differences: [{ roundId: 'r-3', ours: { bet: 50_000, win: 0 }, vendor: null }],
  status: 'differences',
  balanced: false,
};
const summary = ({ differences: _d, ...rest }: TReconciliationReport) => rest;
const day: TReconciliationDay = {
  day: '2026-03-05',
  timeZone: 'Asia/Bangkok',
  from: '2026-03-04T17:00:00.000Z',
  to: '2026-03-05T17:00:00.000Z',
  rows: [summary(house), summary(pg)],
};

/** Captures the CSV text the page offers as a download. */
function captureDownloads() {
  const texts: { name: string; text: Promise<string> }[] = [];
  let lastBlob: Blob | null = null;
  // jsdom has no object URLs: the page's Blob is kept instead, and put back after the test.
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    texts.push({ name: this.download, text: lastBlob!.text() });
  });
  return {
    texts,
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    },
  };
}

// Today is 4 March 2026 in Bangkok (noon); only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T05:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reconciliation', { timeout: 30_000 }, () => {
  it('shows every vendor of a business day, HOUSE as "no vendor feed", a vendor from the list, and CSV of both', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_GAME_ROUNDS_API.reconciliationDay}`]: { body: day },
      [`GET ${ADMIN_GAME_ROUNDS_API.reconciliation}`]: (call) => ({
        body: call.path.includes('vendor=HOUSE') ? house : pg,
      }),
    });
    const downloads = captureDownloads();
    renderApp('/games/reconciliation', { language: 'en' });

    expect(
      await screen.findByText('Days are business days in Asia/Bangkok (GMT+7).'),
    ).toBeInTheDocument();
    // The day field opens on today (4 March in Bangkok); the next day is picked.
    await user.click(screen.getByRole('button', { name: /^Day/ }));
    await user.click(screen.getByRole('button', { name: 'Thursday, March 5, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === `${ADMIN_GAME_ROUNDS_API.reconciliationDay}?day=2026-03-05`),
      ).toBe(true),
    );

    const table = (await screen.findByText('All vendors, Mar 5, 2026')).closest('section')!;
    const houseRow = within(table).getByText('HOUSE').closest('tr')!;
    expect(within(houseRow).getByText('No vendor feed')).toBeInTheDocument();
    expect(within(houseRow).getByText('Balanced')).toBeInTheDocument();
    expect(within(houseRow).queryByText(/fetch failed/)).toBeNull();
    const pgRow = within(table).getByText('PG').closest('tr')!;
    expect(within(pgRow).getByText('Differences found')).toBeInTheDocument();

    // CSV of the day: one line per vendor, amounts as plain decimals, quoted where needed.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.texts[0]!.name).toBe('reconciliation-2026-03-05.csv');
    const dayText = await downloads.texts[0]!.text;
    const lines = dayText
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Day,Vendor,Vendor name,Wallet mode,Rounds,Stakes,Wins,/);
    expect(lines[1]).toBe(
      '2026-03-05,HOUSE,LuckyWay Originals,seamless,2,20.00,19.80,2,20.00,19.80,No vendor feed,,,0,Balanced,',
    );
    expect(lines[2]).toBe(
      '2026-03-05,PG,"Pocket, ""Games""",seamless,3,1500.00,900.00,3,1500.00,900.00,2,1000.00,900.00,1,Differences found,',
    );

    // A vendor's detail, chosen from the list (or its row's button), and its CSV.
    await user.selectOptions(screen.getByRole('combobox', { name: /Vendor/ }), 'PG');
    expect(await screen.findByText('r-3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export vendor CSV' }));
    expect(downloads.texts[1]!.name).toBe('reconciliation-2026-03-05-PG.csv');
    const detailLines = (await downloads.texts[1]!.text)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(detailLines[1]).toBe('2026-03-05,PG,r-3,500.00,0.00,,');

    await user.click(within(houseRow).getByRole('button', { name: 'Details' }));
    expect(
      await screen.findByText(
        "No vendor feed: this vendor's rounds are checked against the ledger only.",
      ),
    ).toBeInTheDocument();
    downloads.restore();
  });

  it('speaks Thai', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_GAME_ROUNDS_API.reconciliationDay}`]: { body: day },
    });
    const user = userEvent.setup();
    renderApp('/games/reconciliation', { language: 'th' });
    await user.click(await screen.findByRole('button', { name: 'กระทบยอด' }));
    expect(await screen.findByText('ไม่มีข้อมูลจากผู้ให้บริการ')).toBeInTheDocument();
    // The day in the Buddhist era.
    expect(screen.getByRole('button', { name: /4 มี.ค. 2569/ })).toBeInTheDocument();
    expect(screen.getByText('พบส่วนต่าง')).toBeInTheDocument();
  });
});
