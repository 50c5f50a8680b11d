import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

function merchant(pg: number) {
  return {
    isSingle: false,
    main: 100000 + (20000 - pg),
    currency: 'THB',
    vendors: [
      { vendor: 'PG', name: 'PG Soft', currency: 'THB', balance: pg, pending: 0 },
      { vendor: 'JDB', name: 'JDB', currency: 'THB', balance: 0, pending: 5000 },
    ],
  };
}

const transfer = (status: string) => ({
  transferId: 't-1',
  vendor: 'PG',
  direction: 'out',
  amount: 20000,
  currency: 'THB',
  status,
  createdAt: '2025-11-21T08:00:00.000Z',
});

describe('transferFund', { timeout: 20_000 }, () => {
  it('shows every wallet, pending money as pending, and moves all to main', async () => {
    signIn(0);
    let pg = 20000;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/merchant': () => ({ body: merchant(pg) }),
      'POST /api/wallet/vendor-transfers/all-to-main': () => {
        pg = 0;
        return {
          body: { transfers: [transfer('succeeded'), { ...transfer('pending'), vendor: 'JDB' }] },
        };
      },
    });
    renderApp('/member?page=transferFund');
    const main = await screen.findByTestId('wallet-main', undefined, SLOW);
    expect(main).toHaveTextContent('1,000.00');
    expect(screen.getByRole('listitem', { name: 'PG Soft' })).toHaveTextContent('200.00');
    const jdb = screen.getByRole('listitem', { name: 'JDB' });
    expect(jdb).toHaveTextContent('รอดำเนินการ');
    expect(jdb).toHaveTextContent('50.00 กำลังดำเนินการ');

    await userEvent.click(screen.getByRole('button', { name: 'โอนทั้งหมดเข้ากระเป๋าหลัก' }));
    expect(
      await screen.findByText('การโอนเข้ากระเป๋าหลัก 1 รายการอยู่ระหว่างดำเนินการ'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(main).toHaveTextContent('1,200.00'));
  });

  it('checks the amount against the source wallet and sends minor units', async () => {
    signIn(0);
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/merchant': { body: merchant(20000) },
      'POST /api/wallet/vendor-transfers': { body: { ...transfer('succeeded'), amount: 15025 } },
    });
    renderApp('/member?page=transferFund');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^จำนวนเงิน/, undefined, SLOW);
    await user.selectOptions(screen.getByLabelText('ทิศทาง'), 'out');
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'โอน' }));
    expect(amount).toHaveAccessibleDescription(/ยอดเงินไม่พอ: ได้สูงสุด 200.00/);
    await user.clear(amount);
    await user.type(amount, '150.25');
    await user.click(screen.getByRole('button', { name: 'โอน' }));
    expect(await screen.findByText('โอน 150.25 จาก PG เข้ากระเป๋าหลักแล้ว')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ vendor: 'PG', direction: 'out', amount: 15025 });
  });

  it('says when there is only the main wallet', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/merchant': {
        body: { isSingle: true, main: 5000, currency: 'THB', vendors: [] },
      },
    });
    renderApp('/member?page=transferFund');
    expect(await screen.findByText(/ใช้กระเป๋าเงินเดียว/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'โอน' })).not.toBeInTheDocument();
  });
});
