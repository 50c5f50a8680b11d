import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../test/api-stub';
import { memberFixture, permissionFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };

/** A signed-in member whose wallet is kept in `currency`; the operator's symbol is `symbol`. */
function signedInApi(symbol: string, currency: string) {
  signIn(0);
  stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': {
      body: publicStateFixture({ balance: 123456, currencySymbol: symbol }),
    },
    'GET /api/wallet/balance': {
      body: { wallet: 'main', currency, balance: 123456, bonus: 0, total: 123456 },
    },
  });
}

async function headerBalance() {
  const header = await screen.findByRole('banner', undefined, SLOW);
  return within(header).getByRole('group', { name: 'ยอดเงิน' });
}

async function jackpot() {
  const title = await screen.findByRole('heading', { name: 'แจ็คพอตสะสม' }, SLOW);
  return title.closest('section')!;
}

describe('currency symbol of the header balance and the jackpot', () => {
  it('follows the cashier currency (THB: ฿) while the operator keeps the default symbol', async () => {
    signedInApi('$', 'THB');
    renderApp('/');
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('฿1,234.56'), SLOW);
    expect(balance).not.toHaveTextContent('$');
    const pot = await jackpot();
    await waitFor(() => expect(pot).toHaveTextContent(/^[^$]*฿[\d,]+\.\d\d/));
    expect(pot).not.toHaveTextContent('$');
  });

  it("shows the operator's own symbol when one is set", async () => {
    signedInApi('B', 'THB');
    renderApp('/');
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('B1,234.56'), SLOW);
    expect(await jackpot()).toHaveTextContent(/B[\d,]+\.\d\d/);
  });

  it('signed out, the jackpot uses the currency this device last saw, and never a wrong $', async () => {
    stubApi();
    const first = renderApp('/');
    expect(await jackpot()).not.toHaveTextContent('$');
    first.unmount();

    localStorage.setItem('cashierCurrency', 'THB');
    renderApp('/');
    expect(await jackpot()).toHaveTextContent(/฿[\d,]+\.\d\d/);
  });

  it("signed out on a new device, the jackpot shows the site's cashier currency", async () => {
    stubApi({}, permissionFixture({ currency: 'THB' }));
    renderApp('/');
    const pot = await jackpot();
    await waitFor(() => expect(pot).toHaveTextContent(/฿[\d,]+\.\d\d/), SLOW);
    expect(localStorage.getItem('cashierCurrency')).toBeNull();
  });
});
