import { expect, test, type APIRequestContext, type Page } from './site-test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT, endProcess, startServer, TEST_CLOCK_TOKEN } from '../site';
import { adminToken, apiLogin, creditMember, storeSession, visitor } from './support';

// Issue 25 end to end in Chromium: the operator gives agent01 a daily-salary contract, agent01
// opens a downline agent in the register center and offers it a lower rate, the downline signs in
// (changing its one-time password), accepts in the offers dialog and opens a member, the member
// plays house slot rounds, the business clock (TEST_CLOCK_TOKEN, docs/testing.md) moves past
// 02:05 of the next day in the operator's zone, the 02:05 job settles, and both agents see an
// issued bill, its explanation equal to the stored bill, and their wallets moved by the bills.
//
// The clock only moves forward and the spec lowers a site-wide setting, so it runs on a server of
// its own (fresh PGlite, the house games, no vendor simulator), not on its worker's shared site:
// the specs after it there keep the real date. One spec file at a time uses this port. It still
// takes `test` of site-test.ts: a spec with other worker fixtures gets a worker of its own, which
// Playwright started only when the others had finished (33 s alone at the end of the run).
const PORT = E2E_PORT + 3000;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(os.tmpdir(), `lw-e2e-contracts-${PORT}`);
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = await startServer(PORT, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
});

test.afterAll(async () => {
  if (server) await endProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SHOTS = '/tmp/e2e-shots';
// The paths of AGENT_CONTRACTS_API and ADMIN_TEST_CLOCK_API (packages/contracts).
const ADMIN_GIVE = '/api/admin/agent-contracts';
const AGENT_BILLS = '/api/agent/contracts/bills';
const CLOCK_ADVANCE = '/api/admin/test-clock/advance';

interface Bill {
  agent: { username: string };
  payer: { username: string } | null;
  status: string;
  teamValidStake: number;
  ownAmount: number;
  downlineAmount: number;
  paidAmount: number;
}
const ZONE_OFFSET_MS = 7 * 3_600_000; // Asia/Bangkok, the seeded cashier.timeZone (no DST)
const DAY_MS = 86_400_000;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/agent-contracts-${name}.png`, fullPage: true });
}

async function bearerJson<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  return (await bearerJson<{ balance: number }>(request, 'get', '/api/wallet/balance', token))
    .balance;
}

/** Signs in on /agent through the form; a forced password change is answered with `newPassword`. */
async function agentSignIn(page: Page, username: string, password: string, newPassword?: string) {
  await page.goto('/agent');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
  if (newPassword) {
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Save new password' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page).toHaveURL(/\/agentHome/, { timeout: 30_000 });
}

/** The register center's "Open a downline account": answers the one-time password shown. */
async function openDownline(page: Page, kind: 'Member' | 'Agent', username: string) {
  await page.goto('/agentHome?page=registerCenter');
  const card = page.getByRole('region', { name: 'Open a downline account' });
  await card
    .getByRole('radio', { name: kind })
    .or(card.getByRole('button', { name: kind }))
    .click();
  await card.getByLabel(/^Username/).fill(username);
  await card.getByRole('button', { name: 'Open account' }).click();
  await expect(card.getByRole('status')).toContainText(`${username} opened`);
  const password = (await card.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThan(5);
  return password;
}

test('an agent contract from offer to paid bill: offer, accept, play, settle at 02:05, explain', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = String(Date.now() % 100_000);
  const downlineName = `dl${suffix}`;
  const memberName = `mb${suffix}`;

  // --- 1. The operator: the active-member threshold at 1 THB and agent01's daily salary (2 %). ---
  const top = await visitor(browser, { language: 'en', ip: '198.51.100.121', baseURL: BASE });
  const request = top.page.request;
  const admin = await adminToken(top.page);
  const limits = await bearerJson<Record<string, unknown>>(
    request,
    'get',
    '/api/admin/settings/agentContracts',
    admin,
  );
  await bearerJson(request, 'put', '/api/admin/settings/agentContracts', admin, {
    ...limits,
    activeMemberMinValidStake: 100,
  });
  // Tier: the team's valid bets from 6.00 THB with one active member; agent01 gets 2 %.
  const tier = { minValidStake: 600, minActiveMembers: 1 };
  await bearerJson(request, 'post', ADMIN_GIVE, admin, {
    agentUsername: 'agent01',
    terms: { kind: 'dailySalary', period: 'daily', tiers: [{ ...tier, rateBps: 200 }] },
  });

  // --- 2. agent01 opens a downline agent and offers it 1 % on the daily salary page. ---
  await agentSignIn(top.page, 'agent01', 'agent01pass');
  await shot(top.page, '01-agent01-home');
  const downlineFirstPassword = await openDownline(top.page, 'Agent', downlineName);
  await shot(top.page, '02-register-center-opened');
  await top.page.goto('/agentHome?page=agentDailyWages2');
  const offer = top.page.getByRole('region', { name: 'Offer a contract to a direct downline' });
  await offer.getByLabel(/^Downline agent/).fill(downlineName);
  await offer.getByLabel(/^Tier 1 rate/).fill('1.00');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(top.page.getByText("Offer sent. It waits for the downline's answer.")).toBeVisible();
  await expect(offer.getByRole('row', { name: new RegExp(downlineName) })).toContainText(
    'Awaiting acceptance',
  );
  await shot(top.page, '03-daily-salary-offered');

  // --- 3. The downline signs in, changes its one-time password and accepts in the dialog. ---
  const down = await visitor(browser, { language: 'en', ip: '198.51.100.122', baseURL: BASE });
  const downlinePassword = 'Downline2026';
  await agentSignIn(down.page, downlineName, downlineFirstPassword, downlinePassword);
  const offers = down.page.getByRole('dialog', { name: 'A contract offer is waiting for you' });
  await expect(offers).toBeVisible({ timeout: 30_000 });
  await expect(offers).toContainText('Offered by agent01');
  await shot(down.page, '04-downline-offer-dialog');
  await offers.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(offers).toBeHidden();
  await down.page.goto('/agentHome?page=agentDailyWages2');
  await expect(
    down.page.getByRole('region', { name: 'My contract' }).getByRole('table'),
  ).toContainText('1.00');
  await shot(down.page, '05-downline-daily-salary');

  // --- 4. The downline opens a member; the member plays house slot rounds for real money. ---
  const memberFirstPassword = await openDownline(down.page, 'Member', memberName);
  const player = await visitor(browser, { language: 'en', ip: '198.51.100.123', baseURL: BASE });
  const first = await apiLogin(player.page, memberName, memberFirstPassword);
  const memberPassword = 'Member2026x';
  const changed = await player.page.request.post('/api/members/me/password', {
    headers: { authorization: `Bearer ${first.token}` },
    data: {
      oldPassword: memberFirstPassword,
      newPassword: memberPassword,
      confirmNewPassword: memberPassword,
    },
  });
  expect(changed.status(), await changed.text()).toBe(204);
  const session = await apiLogin(player.page, memberName, memberPassword);
  await creditMember(player.page, (session.member as unknown as { id: number }).id, 10_000);
  await storeSession(player.context, session);
  await player.page.goto('/house/siam-treasures');
  const spin = player.page.getByRole('button', { name: 'Spin' });
  let staked = 0;
  while (staked < tier.minValidStake) {
    await expect(spin).toBeEnabled({ timeout: 60_000 });
    const played = player.page.waitForResponse((r) => r.url().endsWith('/spin'));
    await spin.click();
    const round = (await (await played).json()) as { stake: number };
    staked += round.stake;
    await expect(player.page.getByTestId('house-win')).not.toHaveText('—', { timeout: 60_000 });
  }

  // Balances before the settlement (agent01 pays its downline from its own bill).
  const topToken = (await apiLogin(top.page, 'agent01', 'agent01pass')).token;
  const downToken = (await apiLogin(down.page, downlineName, downlinePassword)).token;
  const topBefore = await balanceOf(request, topToken);
  const downBefore = await balanceOf(request, downToken);

  // --- 5. Past 02:05 of the next day in Bangkok: the daily-salary job settles yesterday. ---
  const state = await bearerJson<{ now: string }>(request, 'post', CLOCK_ADVANCE, admin, {
    token: TEST_CLOCK_TOKEN,
    ms: 0,
  });
  const now = new Date(state.now).getTime();
  const localMidnight = Math.floor((now + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
  const target = localMidnight + DAY_MS + (2 * 60 + 6) * 60_000;
  await bearerJson(request, 'post', CLOCK_ADVANCE, admin, {
    token: TEST_CLOCK_TOKEN,
    ms: target - now,
  });

  const billsOf = async (token: string) =>
    (await bearerJson<{ items: Bill[] }>(request, 'get', `${AGENT_BILLS}?kind=dailySalary`, token))
      .items;
  for (const [page, name, token] of [
    [top.page, 'agent01', topToken],
    [down.page, downlineName, downToken],
  ] as const) {
    // The job runs within a second or so of the scheduler's tick; the page shows it on reload.
    await expect(async () => {
      await page.goto('/agentHome?page=agentDailyWages2');
      const bills = page.getByRole('region', { name: 'Bills' });
      await expect(bills.getByRole('row', { name: new RegExp(name) })).toContainText('Issued', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    const bills = page.getByRole('region', { name: 'Bills' });
    await bills
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Explain' })
      .click();
    await expect(bills.getByText('Recomputed from the wagers: equal to the bill.')).toBeVisible();
    await shot(page, `06-bill-${name === 'agent01' ? 'agent01' : 'downline'}`);
    const [bill] = (await billsOf(token)).filter((b) => b.agent.username === name);
    expect(bill).toBeDefined();
    expect(bill!.status).toBe('issued');
  }

  // The figures: team valid bets × rate; agent01 passes the downline's 1 % on from its 2 %.
  const [topBill] = (await billsOf(topToken)).filter((b) => b.agent.username === 'agent01');
  const [downBill] = (await billsOf(downToken)).filter((b) => b.agent.username === downlineName);
  expect(downBill!.teamValidStake).toBe(staked);
  expect(downBill!.ownAmount).toBe(Math.floor((staked * 100) / 10_000));
  expect(downBill!.payer?.username).toBe('agent01');
  expect(topBill!.teamValidStake).toBeGreaterThanOrEqual(staked);
  expect(topBill!.payer).toBeNull();
  expect(topBill!.downlineAmount).toBe(downBill!.ownAmount);
  // The downline is paid its bill by agent01; agent01 is paid its bill by the platform and pays on.
  expect(await balanceOf(request, downToken)).toBe(downBefore + downBill!.paidAmount);
  expect(await balanceOf(request, topToken)).toBe(
    topBefore + topBill!.paidAmount - downBill!.paidAmount,
  );
  expect(downBill!.paidAmount).toBeGreaterThan(0);

  expect([...top.errors, ...down.errors]).toEqual([]);
  await Promise.all([top.context.close(), down.context.close(), player.context.close()]);
});
