import { API, errorMessages, VIP_API, type TVipProgram, type TVipState } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const base = (role: 'super_admin' | 'finance' = 'super_admin') => ({
  [`GET ${API.admin.session}`]: { body: sessionFor(role) },
  [`GET ${API.admin.settings}`]: { body: allSettings() },
});

const level = (n: number, deposits: number | null, validBets: number | null) => ({
  level: n,
  label: { th: `ระดับ ${n}`, en: n === 1 ? 'Bronze' : 'Silver', zh: `等级 ${n}` },
  deposits,
  validBets,
  qualifyBy: 'any' as const,
  keepDeposits: null,
  keepValidBets: null,
  levelUpBonus: 5_000,
  monthlyBonus: 0,
});

const program: TVipProgram = {
  window: { kind: 'rolling', days: 90 },
  levels: [level(1, 100_000, null), level(2, 500_000, 5_000_000)],
};

const state: TVipState = {
  enabled: true,
  currency: 'THB',
  window: program.window,
  levels: program.levels,
  level: 1,
  qualifyingLevel: 1,
  figures: {
    fromDay: '2026-09-05',
    toDay: '2026-12-03',
    deposits: 150_000,
    validBets: 1_000_000,
    monthDeposits: 20_000,
    monthValidBets: 0,
  },
  next: { level: 2, depositsLeft: 350_000, validBetsLeft: null },
  keptThisMonth: true,
  changes: [{ fromLevel: 0, toLevel: 1, reason: 'qualified', at: '2026-12-01T03:00:00.000Z' }],
  bonuses: [
    { kind: 'levelUp', level: 1, period: '1', amount: 5_000, paidAt: '2026-12-01T03:00:00.000Z' },
  ],
};

describe('VIP screen', { timeout: 30_000 }, () => {
  it('edits the levels, shows each error beside its field, saves, and translates a refusal', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = mockFetch({
      ...base(),
      [`GET ${VIP_API.adminProgram}`]: { body: program },
      [`PUT ${VIP_API.adminProgram}`]: (call) =>
        refuse ? apiError('FORBIDDEN', 403) : { body: call.body },
    });
    renderApp('/vip', { language: 'en' });
    await screen.findByRole('heading', { name: 'Levels and window' });
    expect(screen.getByRole('switch', { name: 'VIP on for players' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // A bonus that is not an amount: refused beside its field, before it is sent.
    const bonus2 = screen.getByRole('textbox', { name: 'Level-up bonus of level 2' });
    await user.clear(bonus2);
    await user.type(bonus2, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(bonus2).toHaveAttribute('aria-invalid', 'true'));
    expect(within(bonus2.closest('td')!).getByRole('alert')).toHaveTextContent('Enter a number');
    // Level 2 asking less than level 1: refused on level 2's deposits.
    await user.clear(bonus2);
    await user.type(bonus2, '200');
    const deposits2 = screen.getByRole('textbox', { name: 'Deposits of level 2' });
    await user.clear(deposits2);
    await user.type(deposits2, '500');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    expect(
      await screen.findByText('A higher level never asks less than the level below'),
    ).toBeInTheDocument();
    expect(deposits2).toHaveAttribute('aria-invalid', 'true');
    expect(bonus2).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // A level with no threshold at all is refused on its deposits field.
    await user.clear(deposits2);
    const bets2 = screen.getByRole('textbox', { name: 'Valid bets of level 2' });
    await user.clear(bets2);
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    expect(
      await screen.findByText('A level needs a deposit or a valid-bet threshold'),
    ).toBeInTheDocument();

    // Fixed, a third level added and the window made calendar: the server refuses in English.
    await user.type(deposits2, '5,000');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.selectOptions(screen.getByLabelText('Window'), 'calendar');
    await user.selectOptions(screen.getByLabelText('Period'), 'quarter');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    expect(await screen.findAllByText(errorMessages.FORBIDDEN.en)).not.toHaveLength(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const sent = calls.filter((c) => c.method === 'PUT').at(-1)!.body as TVipProgram;
    expect(sent.window).toEqual({ kind: 'calendar', unit: 'quarter' });
    expect(sent.levels.map((l) => [l.level, l.deposits, l.validBets, l.levelUpBonus])).toEqual([
      [1, 100_000, null, 5_000],
      [2, 500_000, null, 20_000],
      [3, 500_000, null, 0],
    ]);
    expect(sent.levels[2]!.label.en).toBe('Level 3');
    expect(await screen.findByText('VIP programme saved')).toBeInTheDocument();
  });

  it('shows a refusal in Thai', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...base(),
      [`GET ${VIP_API.adminProgram}`]: { body: program },
      [`PUT ${VIP_API.adminProgram}`]: apiError('FORBIDDEN', 403),
    });
    renderApp('/vip', { language: 'th' });
    await user.click(await screen.findByRole('button', { name: 'บันทึกโปรแกรม' }));
    expect(await screen.findAllByText(errorMessages.FORBIDDEN.th)).not.toHaveLength(0);
  });

  it('is read-only without the write permission; lists members, explains one, runs the review', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base('finance'),
      [`GET ${VIP_API.adminProgram}`]: { body: program },
      [`GET ${VIP_API.adminMembers}`]: {
        body: {
          items: [
            { accountId: 42, username: 'somchai', level: 1, reachedAt: state.changes[0]!.at },
          ],
          total: 1,
        },
      },
      [`GET ${VIP_API.adminExplain.replace(':id', '42')}`]: { body: state },
      [`POST ${VIP_API.adminMonthly}`]: { body: { reviewed: 12, dropped: 3, paid: 9 } },
    });
    renderApp('/vip', { language: 'en' });
    await screen.findByRole('heading', { name: 'Levels and window' });
    expect(screen.queryByRole('button', { name: 'Save programme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Deposits of level 1' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'VIP on for players' })).toBeDisabled();

    // The monthly review (finance may pay): asked once more, then its figures.
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-11');
    await user.click(screen.getByRole('button', { name: 'Run review' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Run the review of 2026-11?' });
    await user.click(within(confirm).getByRole('button', { name: 'Run review' }));
    expect(
      await screen.findByText('12 reviewed, 3 dropped one level, 9 monthly bonuses paid.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ month: '2026-11' });

    await user.click(screen.getByRole('tab', { name: 'Members' }));
    const table = await screen.findByRole('table', { name: 'Members with a VIP level' });
    const row = (await within(table).findByText('somchai')).closest('tr')!;
    expect(within(row).getByText('1 · Bronze')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Explain the level of somchai' }));
    const drawer = await screen.findByRole('dialog', { name: 'VIP level of somchai' });
    const ladder = within(drawer).getByRole('table', {
      name: "Each level against the window's figures",
    });
    const bronze = within(ladder).getByText('1 · Bronze').closest('tr')!;
    expect(within(bronze).getByText('Qualifies')).toBeInTheDocument();
    expect(within(bronze).getByLabelText('Reached')).toBeInTheDocument();
    expect(within(bronze).getByLabelText('No condition')).toBeInTheDocument();
    // Silver: neither of its thresholds is reached by the window's figures.
    const silver = within(ladder).getByText('2 · Silver').closest('tr')!;
    expect(within(silver).getAllByLabelText('Not reached')).toHaveLength(2);
    expect(within(drawer).getByText('Keeps the level this month')).toBeInTheDocument();
    expect(within(drawer).getByText('Level-up')).toBeInTheDocument();
    expect(within(drawer).getByText(/Window .* \(site time zone\)/)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search username' }), 'som');
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('/members?username=som'))).toBe(true),
    );
  });
});
