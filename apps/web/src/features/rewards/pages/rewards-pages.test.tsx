import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TLeaderboardList, TRedEnvelopeState, TReward, TTaskBoard } from '@lw/contracts';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The pages and their texts are lazy chunks: allow for a busy machine.
const SLOW = { timeout: 40_000 };
const title = { th: 'ฝากวันนี้', en: 'Deposit today', zh: '今日存款' };

function reward(id: number, over: Partial<TReward> = {}): TReward {
  return {
    id,
    sourceKind: 'task',
    titleParams: title,
    amount: 5_000,
    currency: 'THB',
    turnoverPercent: 0,
    availableFrom: '2026-12-03T05:00:00.000Z',
    availableUntil: '2026-12-10T05:00:00.000Z',
    status: 'unclaimed',
    claimedAt: null,
    ...over,
  };
}

function board(over: Partial<TTaskBoard> = {}): TTaskBoard {
  return {
    day: '2026-12-03',
    tasks: [
      {
        id: 7,
        kind: 'deposit',
        target: 10_000,
        category: null,
        rewardAmount: 5_000,
        title,
        active: true,
        progress: 10_000,
        collected: false,
      },
      {
        id: 8,
        kind: 'rounds',
        target: 10,
        category: 'RNG',
        rewardAmount: 100,
        title: { th: 'หมุนสล็อต', en: 'Spin', zh: '转' },
        active: true,
        progress: 3,
        collected: false,
      },
    ],
    signIn: {
      signedToday: false,
      streak: 2,
      days: ['2026-12-01', '2026-12-02'],
      amounts: [100, 200, 300],
    },
    ...over,
  };
}

function rewardsApi() {
  const state = {
    rewards: [] as TReward[],
    board: board(),
    badges: { rewardCenter: 0, missionLeaderboard: 0 },
  };
  const calls: string[] = [];
  stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/engagement/badges': () => ({ body: state.badges }),
    'GET /api/engagement/tasks': () => ({ body: state.board }),
    'GET /api/engagement/rewards': () => ({
      body: {
        items: state.rewards,
        unclaimed: state.rewards.filter((r) => r.status === 'unclaimed').length,
      },
    }),
    'POST /api/engagement/sign-in': () => {
      calls.push('sign-in');
      state.board = board({
        signIn: {
          ...state.board.signIn,
          signedToday: true,
          streak: 3,
          days: [...state.board.signIn.days, '2026-12-03'],
        },
      });
      return { body: { day: '2026-12-03', streak: 3, reward: null } };
    },
    'POST /api/engagement/tasks/7/collect': () => {
      calls.push('collect');
      state.rewards = [reward(41)];
      state.badges = { rewardCenter: 1, missionLeaderboard: 0 };
      state.board = board({
        tasks: state.board.tasks.map((t) => (t.id === 7 ? { ...t, collected: true } : t)),
      });
      return { body: state.rewards[0] };
    },
    'POST /api/engagement/rewards/41/claim': () => {
      calls.push('claim');
      state.rewards = [reward(41, { status: 'claimed', claimedAt: '2026-12-03T06:00:00.000Z' })];
      state.badges = { rewardCenter: 0, missionLeaderboard: 0 };
      return { body: state.rewards[0] };
    },
    'GET /api/engagement/red-envelopes': {
      body: { windows: [], history: [] } satisfies TRedEnvelopeState,
    },
  });
  return calls;
}

describe('reward centre page', { timeout: 120_000 }, () => {
  it('checks in, collects a completed task into the rewards and claims it; the badge follows', async () => {
    signIn(0);
    const calls = rewardsApi();
    renderApp('/member?page=rewardCenter');
    const checkIn = await screen.findByRole('button', { name: 'เช็กอิน' }, SLOW);
    expect(screen.getByText('ต่อเนื่อง 2 วัน')).toBeInTheDocument();
    await userEvent.click(checkIn);
    expect(await screen.findByRole('button', { name: 'วันนี้เช็กอินแล้ว' })).toBeDisabled();

    // The rounds task is at 3 of 10: nothing to collect yet.
    expect(screen.getByRole('button', { name: 'กำลังทำ' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'รับรางวัล' }));
    const menuLink = screen.getByRole('link', { name: /ศูนย์รางวัล|rewardCenter/i, current: 'page' });
    await waitFor(() => expect(within(menuLink).getByText('1')).toBeInTheDocument());
    expect(await screen.findByText('รางวัลภารกิจ: ฝากวันนี้')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'รับ' }));
    expect(await screen.findByText('รับแล้ว', { selector: '.status-tag' })).toBeInTheDocument();
    await waitFor(() => expect(within(menuLink).queryByText('1')).toBeNull());
    expect(calls).toEqual(['sign-in', 'collect', 'claim']);
  });
});

describe('mission leaderboard page', { timeout: 120_000 }, () => {
  it("shows the ranking with the member's own place, the freeze time and a prize waiting", async () => {
    signIn(0);
    const list: TLeaderboardList = {
      items: [
        {
          id: 1,
          title: { th: 'แข่งรายวัน', en: 'Daily race', zh: '每日' },
          period: 'daily',
          category: null,
          freezeMinutes: 10,
          prizes: [1_000, 500],
          active: true,
          firstDay: '2026-12-03',
          lastDay: '2026-12-03',
          freezesAt: '2026-12-03T17:10:00.000Z',
          rows: [
            {
              rank: 1,
              username: 'ab***yz',
              validStake: 9_000,
              reachedAt: '2026-12-03T05:00:00.000Z',
              prize: 1_000,
            },
            {
              rank: 2,
              username: 'player01',
              validStake: 5_000,
              reachedAt: '2026-12-03T06:00:00.000Z',
              prize: 500,
            },
          ],
          mine: {
            rank: 2,
            username: 'player01',
            validStake: 5_000,
            reachedAt: '2026-12-03T06:00:00.000Z',
            prize: 500,
          },
          last: null,
        },
      ],
    };
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/engagement/badges': { body: { rewardCenter: 1, missionLeaderboard: 1 } },
      'GET /api/engagement/leaderboards': { body: list },
      'GET /api/engagement/red-envelopes': { body: { windows: [], history: [] } },
    });
    renderApp('/member?page=missionLeaderboard');
    expect(await screen.findByRole('heading', { name: /แข่งรายวัน/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('#2')).toBeInTheDocument();
    const mine = screen.getByRole('row', { name: /player01/ });
    expect(mine).toHaveClass('is-mine');
    expect(screen.getByText(/อันดับจะถูกล็อกเวลา/)).toHaveTextContent('GMT+7');
    expect(screen.getByRole('status')).toHaveTextContent('มี 1 รางวัลรอคุณอยู่');
    const menuLink = screen.getByRole('link', { name: /อันดับภารกิจ/, current: 'page' });
    expect(within(menuLink).getByText('1')).toBeInTheDocument();
  });
});

describe('red envelope', { timeout: 120_000 }, () => {
  it('floats during an open window and opens with the amount', async () => {
    signIn(0);
    const state: TRedEnvelopeState = {
      windows: [
        {
          campaignId: 3,
          title: { th: 'อั่งเปาสองทุ่ม', en: '8 pm envelope', zh: '八点红包' },
          startsAt: '2026-12-03T13:00:00.000Z',
          endsAt: '2026-12-03T13:30:00.000Z',
          open: true,
          grabbed: null,
          soldOut: false,
        },
      ],
      history: [],
    };
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/engagement/badges': { body: { rewardCenter: 0, missionLeaderboard: 0 } },
      'GET /api/engagement/red-envelopes': () => ({ body: state }),
      'POST /api/engagement/red-envelopes/3/grab': () => {
        state.windows = [{ ...state.windows[0]!, grabbed: 8_800 }];
        state.history = [{ campaignId: 3, amount: 8_800, at: '2026-12-03T13:05:00.000Z' }];
        return { body: { campaignId: 3, amount: 8_800, currency: 'THB' } };
      },
    });
    renderApp('/redEnvelope');
    await userEvent.click(await screen.findByRole('button', { name: 'มีอั่งเปารออยู่: เปิดเลย' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'อั่งเปา' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'เปิดซอง' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('88.00');
    // Opened: the floating envelope goes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'มีอั่งเปารออยู่: เปิดเลย' })).toBeNull(),
    );
  });
});
