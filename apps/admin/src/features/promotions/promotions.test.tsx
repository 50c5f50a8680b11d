import {
  API,
  FAIR_TERMS,
  PROMOTIONS_API,
  type TAdminPromotion,
  type TPromotionApplication,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const path = (p: string, id: number) => p.replace(':id', String(id));

const promotion = (over: Partial<TAdminPromotion> = {}): TAdminPromotion => ({
  id: 5,
  title: { th: 'โบนัสต้อนรับ', en: 'Welcome bonus', zh: '欢迎奖金' },
  content: { th: '', en: '', zh: '' },
  bannerUrl: '',
  category: 'newbie',
  audience: { kind: 'all' },
  languages: ['th', 'en', 'zh'],
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  budgetTotal: 1_000_000,
  budgetPerMember: null,
  claimLimit: 1,
  rule: { kind: 'depositMatch', percent: 100, cap: 50_000, minDeposit: 10_000, terms: FAIR_TERMS },
  state: 'published',
  spent: 250_000,
  claims: 9,
  createdAt: '2026-11-30T00:00:00.000Z',
  ...over,
});

const application: TPromotionApplication = {
  id: 31,
  promotionId: 6,
  promotionTitle: 'Screenshot reward',
  accountId: 42,
  username: 'somchai',
  remark: 'My big win',
  imageCount: 2,
  status: 'applying',
  amount: null,
  maxAmount: 20_000,
  reason: null,
  createdAt: '2026-12-02T05:00:00.000Z',
  decidedAt: null,
};

describe('back-office promotions', { timeout: 30_000 }, () => {
  const { createObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:promo-image');
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
  });

  it('lists promotions with their budget and shows the cost report with abuse signals', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${PROMOTIONS_API.admin.list}`]: { body: { items: [promotion()] } },
      [`GET ${path(PROMOTIONS_API.admin.report, 5)}`]: {
        body: {
          promotionId: 5,
          currency: 'THB',
          claims: 9,
          members: 8,
          bonusCost: 250_000,
          ledgerBonusCost: 200_000,
          queuedCost: 50_000,
          reconciled: true,
          ngr: 900_000,
          net: 650_000,
          abuse: [{ kind: 'device', value: 'dev-abc', usernames: ['malee', 'somchai'] }],
        },
      },
    });
    renderApp('/promotions', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const row = (await within(table).findByText('Welcome bonus')).closest('tr')!;
    expect(within(row).getByText('Deposit match')).toBeInTheDocument();
    expect(within(row).getByText('New players')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cost and abuse signals' });
    expect(await within(dialog).findByText('Reconciled with the ledger')).toBeInTheDocument();
    expect(within(dialog).getByText('malee, somchai')).toBeInTheDocument();
    expect(within(dialog).getByText('dev-abc')).toBeInTheDocument();
  });

  /** The promotions page in English with no promotion yet; a save answers 201. */
  const openEditorPage = () => {
    const mocked = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${PROMOTIONS_API.admin.list}`]: { body: { items: [] } },
      [`POST ${PROMOTIONS_API.admin.list}`]: { status: 201, body: promotion() },
    });
    renderApp('/promotions', { language: 'en' });
    return mocked;
  };

  it('the editor offers the fair-terms preset and sends the rule in minor units', async () => {
    const user = userEvent.setup();
    const { calls } = openEditorPage();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const drawer = await screen.findByRole('dialog', { name: 'New promotion' });
    expect(within(drawer).getByText('Fair terms: at most 10x on one product.')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Wagering (x)'));
    await user.type(within(drawer).getByLabelText('Wagering (x)'), '35');
    expect(within(drawer).getByText('Wagering above 10x.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Fair terms preset' }));
    expect(within(drawer).queryByText('Wagering above 10x.')).toBeNull();
    const titles = within(drawer).getAllByRole('textbox');
    await user.type(titles[0]!, 'Welcome');
    await user.type(within(drawer).getByLabelText('Starts'), '2026-12-01T00:00');
    await user.type(within(drawer).getByLabelText('Ends'), '2026-12-31T00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const body = calls.find((c) => c.method === 'POST')!.body as { rule: Record<string, unknown> };
    expect(body.rule).toMatchObject({
      kind: 'depositMatch',
      percent: 100,
      cap: 50_000,
      minDeposit: 10_000,
    });
    expect(body.rule.terms).toEqual(FAIR_TERMS);
  });

  it('the editor targets VIP levels: from a level, and up to one or every level above', async () => {
    const user = userEvent.setup();
    const { calls } = openEditorPage();
    const posted = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);
    for (const [from, to, audience] of [
      ['3', '', { kind: 'vipLevels', minLevel: 3, maxLevel: null }],
      ['2', '4', { kind: 'vipLevels', minLevel: 2, maxLevel: 4 }],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: 'New promotion' }));
      const drawer = await screen.findByRole('dialog', { name: 'New promotion' });
      await user.selectOptions(within(drawer).getByLabelText('Audience'), 'VIP levels');
      await user.type(within(drawer).getByLabelText('From VIP level'), from);
      if (to) {
        await user.type(
          within(drawer).getByLabelText('To VIP level (empty: every level above)'),
          to,
        );
      }
      await user.type(within(drawer).getAllByRole('textbox')[0]!, 'VIP week');
      await user.type(within(drawer).getByLabelText('Starts'), '2026-12-01T00:00');
      await user.type(within(drawer).getByLabelText('Ends'), '2026-12-31T00:00');
      const before = posted().length;
      await user.click(within(drawer).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(posted()).toHaveLength(before + 1));
      expect((posted()[before] as { audience: unknown }).audience).toEqual(audience);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('reviews an application with its images; a decision already taken is said so', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${PROMOTIONS_API.admin.applications}`]: { body: { items: [application] } },
      [`GET /api/admin/promotions/applications/31/images/0`]: { body: 'png' },
      [`GET /api/admin/promotions/applications/31/images/1`]: { body: 'png' },
      [`POST ${path(PROMOTIONS_API.admin.decide, 31)}`]: apiError(
        'PROMOTION_APPLICATION_DECIDED',
        409,
      ),
    });
    renderApp('/promotions/applications', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Promotion applications' });
    const row = (await within(table).findByText('somchai')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of somchai' });
    expect(await within(dialog).findByRole('img', { name: 'Image 2' })).toHaveAttribute(
      'src',
      'blob:promo-image',
    );
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        decision: 'approve',
        amount: 20_000,
      }),
    );
    expect(
      await screen.findByText('This application has already been decided.'),
    ).toBeInTheDocument();
  });
});
