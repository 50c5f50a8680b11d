import { expect, test, type Browser, type BrowserContext, type Page } from './site-test';
import { adminToken, creditMember, registerMember, storeSession, visitor } from './support';

/**
 * Crash end to end: two members in two browsers bet in the same shared round; one cashes out
 * while the multiplier climbs, the other rides it until it crashes. A round can crash before the
 * first player's click lands (a low crash point), so the pair plays until a round where the
 * cash-out beat the crash, as two real players would.
 */

async function player(browser: Browser, name: string, ip: string): Promise<Page> {
  const { page, context } = await visitor(browser, { language: 'en', ip });
  // Closed with the test: a live crash page left open kept drawing and answering the round's
  // events for every later test of the worker (a later sign-in test timed out behind it).
  openContexts.push(context);
  const login = await registerMember(page, name, 'crashPass2026');
  await creditMember(page, login.member.id, 100_000);
  await storeSession(context, login);
  await page.goto('/house/crash');
  await expect(page.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
  return page;
}

/**
 * The chain's seeding event, as two operators run it in the back office: the admin publishes a
 * chain naming a future Bitcoin block and enters its hash; a second operator confirms it. Crash
 * plays no round before (a fresh site has no chain). Skipped when the site has a seeded chain.
 */
async function seedCrashChain(page: Page): Promise<void> {
  const admin = { authorization: `Bearer ${await adminToken(page)}` };
  const list = await page.request.get('/api/admin/house/crash/chains', { headers: admin });
  const { chains } = (await list.json()) as { chains: { status: string }[] };
  if (chains.some((c) => c.status === 'ready' || c.status === 'playing')) return;
  const published = await page.request.post('/api/admin/house/crash/chains', {
    headers: admin,
    data: { saltBlockHeight: 950_000 },
  });
  expect(published.status(), await published.text()).toBe(201);
  const { chainId } = (await published.json()) as { chainId: number };
  const salt = crypto.randomUUID().replaceAll('-', '').repeat(2);
  const entered = await page.request.post(`/api/admin/house/crash/chains/${chainId}/salt`, {
    headers: admin,
    data: { blockHash: salt },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  const username = `checker${Date.now() % 1_000_000}`;
  const password = 'Operator-Pass-1a';
  const created = await page.request.post('/api/admin/operators', {
    headers: admin,
    data: { username, displayName: 'Checker', role: 'content', password },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const checker = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const confirmed = await page.request.post(
    `/api/admin/house/crash/chains/${chainId}/salt/confirm`,
    { headers: checker, data: { salt } },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

const placeBet = (page: Page) => page.getByRole('button', { name: 'Place bet' });

test('a shared crash round: one player cashes out, the other busts', async ({ browser }) => {
  // A round runs until its crash point: 100× takes 77 s (1 round in 100), so waits are long.
  test.setTimeout(600_000);
  const suffix = String(Date.now() % 1_000_000);
  const alice = await player(browser, `crasha${suffix}`, '198.51.100.81');
  await seedCrashChain(alice);
  const bob = await player(browser, `crashb${suffix}`, '198.51.100.82');
  await expect(alice.getByText(/House edge 1 %/)).toBeVisible();

  let cashedOut = false;
  for (let attempt = 0; attempt < 8 && !cashedOut; attempt++) {
    // Both bet in the same betting phase (7 s long).
    await expect(placeBet(alice)).toBeEnabled({ timeout: 150_000 });
    await expect(placeBet(bob)).toBeEnabled({ timeout: 10_000 });
    await Promise.all([placeBet(alice).click(), placeBet(bob).click()]);
    // Clicks at the very end of a betting phase may land in a round that starts, crashes low
    // and gives way to the next phase before the confirmation is seen: that round is skipped.
    const placed = await Promise.all(
      [alice, bob].map((p) =>
        p
          .getByText(/Bet of .* placed/)
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    if (!placed.every(Boolean)) continue;

    // Alice cashes out as soon as the round runs; Bob does nothing. A round may crash before a
    // cash-out is offered (1.00×): its outcome then shows only in the 3 s pause, so whichever
    // comes first is waited for (waiting on the button alone missed that outcome).
    const cashOut = alice.getByRole('button', { name: /^Cash out/ });
    // Her own bet's outcome (a status line), not the players list's "Busted" of others.
    const outcome = alice.getByRole('status').filter({ hasText: /^(Cashed out at|Busted)/ });
    const first = await Promise.race([
      cashOut.waitFor({ timeout: 150_000 }).then(
        () => 'cash-out' as const,
        () => null,
      ),
      outcome.waitFor({ timeout: 150_000 }).then(
        () => 'outcome' as const,
        () => null,
      ),
    ]);
    if (first === 'cash-out') await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
    cashedOut = (await outcome.innerText({ timeout: 150_000 })).startsWith('Cashed out');
    // Alice's list of the round's players shows Bob busted only in the 3 s pause after the crash
    // (the next betting phase clears it): watched from before the crash, not looked at after.
    const players = alice.getByRole('region', { name: /Players/ });
    await Promise.all([
      expect(bob.getByText('Busted: this bet is lost')).toBeVisible({ timeout: 150_000 }),
      cashedOut ? expect(players.getByText('Busted')).toBeVisible({ timeout: 150_000 }) : null,
    ]);
  }
  expect(cashedOut).toBe(true);

  // Everyone sees the round's result: the crash point links to its verification.
  const chip = bob.getByRole('navigation', { name: 'Recent rounds' }).getByRole('link').first();
  await expect(chip).toHaveAttribute(
    'href',
    /^\/fairness\?game=crash&hash=[0-9a-f]{64}&chain=\d+&gameNumber=\d+$/,
  );
});
