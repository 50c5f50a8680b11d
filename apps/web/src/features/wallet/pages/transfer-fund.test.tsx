import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The member centre is a lazy route: its first load took over 5 s on a busy 2-core machine.
const SLOW = { timeout: 15_000 };

const READ_AT = '2025-11-21T08:00:00.000Z';

function vendorWallet(
  vendor: string,
  name: string,
  balance: number,
  extra: Partial<{ pending: number; state: string; errorCode: string | null }> = {},
) {
  return {
    vendor,
    name,
    currency: 'THB',
    balance,
    pending: 0,
    state: 'live',
    readAt: READ_AT,
    errorCode: null,
    ...extra,
  };
}

/** The list as the page first asks it: our last readings (cached=true). */
function merchant(pg: number) {
  return {
    isSingle: false,
    main: 100000 + (20000 - pg),
    currency: 'THB',
    vendors: [
      vendorWallet('PG', 'PG Soft', pg, { state: 'cached' }),
      vendorWallet('JDB', 'JDB', 0, { pending: 5000, state: 'cached' }),
    ],
  };
}

/** A promise the test settles by hand (a vendor still being read). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
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

describe('transferFund', { timeout: 40_000 }, () => {
  it('shows every wallet, pending money as pending, and moves all to main', async () => {
    signIn(0);
    let pg = 20000;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/merchant': () => ({ body: merchant(pg) }),
      'GET /api/wallet/merchant/vendors/PG': () => ({ body: vendorWallet('PG', 'PG Soft', pg) }),
      'GET /api/wallet/merchant/vendors/JDB': {
        body: vendorWallet('JDB', 'JDB', 0, { pending: 5000, state: 'pending' }),
      },
      'POST /api/wallet/vendor-transfers/all-to-main': () => {
        pg = 0;
        const moved = transfer('succeeded');
        const pending = { ...transfer('pending'), vendor: 'JDB', amount: 5000 };
        return {
          body: {
            transfers: [moved, pending],
            vendors: [
              { vendor: 'PG', name: 'PG Soft', status: 'moved', amount: 20000 },
              { vendor: 'JDB', name: 'JDB', status: 'pending', amount: 5000 },
            ].map((v, i) => ({ ...v, transfer: [moved, pending][i], errorCode: null })),
          },
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
    // Per vendor: what moved and what is on its way.
    const lines = screen.getByTestId('all-to-main-vendors');
    expect(lines).toHaveTextContent('PG Soft: โอน 200.00 เข้ากระเป๋าหลักแล้ว');
    expect(lines).toHaveTextContent('JDB: 50.00 กำลังดำเนินการ');
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
      'GET /api/wallet/merchant/vendors/PG': { body: vendorWallet('PG', 'PG Soft', 20000) },
      'GET /api/wallet/merchant/vendors/JDB': { body: vendorWallet('JDB', 'JDB', 0) },
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

  it('shows each game wallet as being read until its vendor answers, and reads it again on demand', async () => {
    signIn(0);
    let read = deferred<{ body: unknown }>();
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      // Our last reading: 200.00, before the play at the vendor.
      'GET /api/wallet/merchant': { body: merchant(20000) },
      'GET /api/wallet/merchant/vendors/PG': () => read.promise,
      'GET /api/wallet/merchant/vendors/JDB': { body: vendorWallet('JDB', 'JDB', 0) },
    });
    renderApp('/member?page=transferFund');
    const pg = await screen.findByRole('listitem', { name: 'PG Soft' }, SLOW);
    // While the vendor is asked: the last figure, marked as being read.
    expect(pg).toHaveAttribute('aria-busy', 'true');
    expect(pg).toHaveTextContent('200.00');
    expect(screen.getByTestId('wallet-PG-state')).toHaveTextContent('กำลังอ่านยอดจาก PG Soft…');
    expect(calls.find((c) => c.path === '/api/wallet/merchant')?.search).toBe('?cached=true');

    // The vendor answers: the figure it holds after play, and when it was read.
    read.resolve({ body: vendorWallet('PG', 'PG Soft', 19700) });
    await waitFor(() => expect(screen.getByTestId('wallet-PG')).toHaveTextContent('197.00'));
    expect(pg).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('wallet-PG-state')).toHaveTextContent(/^ณ เวลา /);

    // "Use all" on the way out fills what the vendor holds now, read again.
    read = deferred();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('ทิศทาง'), 'out');
    await user.click(screen.getByRole('button', { name: 'ใช้ทั้งหมด' }));
    expect(screen.getByTestId('wallet-PG-state')).toHaveTextContent('กำลังอ่านยอดจาก PG Soft…');
    read.resolve({ body: vendorWallet('PG', 'PG Soft', 19650) });
    await waitFor(() => expect(screen.getByLabelText(/^จำนวนเงิน/)).toHaveValue('196.50'));

    // The per-wallet refresh, with a vendor that does not answer: said so, last figure kept.
    read = deferred();
    await user.click(within(pg).getByRole('button', { name: 'รีเฟรช PG Soft' }));
    expect(pg).toHaveAttribute('aria-busy', 'true');
    read.resolve({
      body: vendorWallet('PG', 'PG Soft', 19650, {
        state: 'unavailable',
        errorCode: 'VENDOR_UNAVAILABLE',
      }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-PG-state')).toHaveTextContent('ผู้ให้บริการเกมไม่ตอบสนองในขณะนี้'),
    );
    expect(screen.getByTestId('wallet-PG')).toHaveTextContent('196.50');
    // "Use all" then refuses to guess: it says why and leaves the amount alone.
    read = deferred();
    await user.clear(screen.getByLabelText(/^จำนวนเงิน/));
    await user.click(screen.getByRole('button', { name: 'ใช้ทั้งหมด' }));
    read.resolve({
      body: vendorWallet('PG', 'PG Soft', 19650, {
        state: 'unavailable',
        errorCode: 'VENDOR_UNAVAILABLE',
      }),
    });
    expect(
      await screen.findByText(/ผู้ให้บริการเกมไม่ตอบสนองในขณะนี้/, { selector: '.result-line span' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^จำนวนเงิน/)).toHaveValue('');
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
