import { expect, test, type Locator, type Page } from './site-test';
import { creditMember, registerMember, storeSession, visitor } from './support';

/**
 * The games platform of issue 10 as a player clicks it, against the vendor simulator's full
 * catalogue: a visitor browses, searches, filters by vendor, opens a vendor's popup list and a
 * free trial; a member favourites a game, plays it in the simulator's page, watches the header
 * balance follow, and finds the rounds in betting records and profit and loss.
 */

interface TListedGame {
  nodeId: number;
  displayName: string;
  vassalage: string;
  minBet: number;
}

/** The lobby's own list (the API the site reads), to know what the screens must show. */
async function listGames(page: Page, query: Record<string, string | number>) {
  const search = new URLSearchParams({ language: 'en', ...query } as Record<string, string>);
  const res = await page.request.get(`/api/games?${search}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { games: TListedGame[] }).games;
}

/** A slot of PG Soft (a seamless, VASSALAGE vendor) by its place in the vendor's list. */
async function pgSlot(page: Page, index: number): Promise<TListedGame> {
  const games = await listGames(page, { gameType: 'RNG', vassalage: 'PG', pageSize: index + 1 });
  const game = games[index];
  if (!game) throw new Error(`PG has no slot number ${index}`);
  return game;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1,234.50 THB" or "฿1,234.50" -> "1,234.50". */
const amountOf = (text: string) => /-?[\d,]+\.\d\d/.exec(text)?.[0] ?? '';

/** A screenshot in the test's output folder, scrolled to what the step is about. */
async function shot(page: Page, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a visitor browses categories, searches, filters by vendor, opens a vendor popup and a free trial', async ({
  browser,
  site,
}) => {
  test.setTimeout(120_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.70',
  });
  const target = await pgSlot(page, 0);

  // 1. The category menu: live casino lists its vendors, slots its studios.
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Lobby categories' });
  await menu.getByRole('button', { name: 'Live Casino' }).click();
  await expect(menu.getByRole('button', { name: 'Live Casino' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.vendor-card', { hasText: 'Evolution' })).toBeVisible();
  await shot(page, 'visitor-1-live-category', page.locator('.vendor-card').first());

  // 2. Slots: PG Soft opens the popup list of its 1,500 games (isGame VASSALAGE).
  await menu.getByRole('button', { name: 'Slots' }).click();
  const pgCard = page.locator('.vendor-card[aria-haspopup="dialog"]', { hasText: 'PG Soft' });
  await expect(pgCard).toContainText(/1,?500 games/);
  await pgCard.click();
  const popup = page.getByRole('dialog', { name: 'PG Soft games' });
  await expect(popup.locator('.game-card').first()).toBeVisible();
  await expect(popup.locator('.game-card__vendor').first()).toHaveText('PG');
  await popup
    .getByRole('searchbox', { name: "Search this provider's games" })
    .fill(target.displayName);
  await expect(popup.getByRole('heading', { name: target.displayName, exact: true })).toBeVisible();
  await shot(page, 'visitor-2-vendor-popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // 3. The slots list centre: a name search finds the game among every vendor's slots...
  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Slots' });
  await page.getByRole('searchbox', { name: 'Search games' }).fill(target.displayName);
  const found = await listGames(page, {
    gameType: 'RNG',
    gameName: target.displayName,
    pageSize: 42,
  });
  await expect(grid.locator('.game-card__name')).toHaveText(found.map((g) => g.displayName));
  await expect(
    grid.getByRole('heading', { name: target.displayName, exact: true }).first(),
  ).toBeVisible();

  // ...and the vendor filter keeps PG Soft's alone.
  await page
    .getByRole('group', { name: 'Filter by provider' })
    .getByRole('button', { name: 'PG Soft' })
    .click();
  await expect(page).toHaveURL(/[?&]vassalage=PG\b/);
  const fromPg = found.filter((g) => g.vassalage === 'PG');
  await expect(grid.locator('.game-card__vendor')).toHaveText(fromPg.map(() => 'PG'));
  await expect(grid.locator('.game-card__name')).toHaveText(fromPg.map((g) => g.displayName));
  await shot(page, 'visitor-3-search-and-vendor');

  // 4. The free trial opens the simulator's page in /seamless, with play money.
  const card = grid.locator('.game-card', {
    has: page.getByRole('heading', { name: target.displayName, exact: true }),
  });
  await card
    .first()
    .getByRole('button', { name: `Try ${target.displayName} for free` })
    .click();
  await expect(page).toHaveURL(/\/seamless$/);
  const frameElement = page.locator('iframe.game-frame');
  await expect(frameElement).toHaveAttribute(
    'src',
    new RegExp(`^${escape(site.simUrl)}/v/PG/play/`),
  );
  const game = page.frameLocator('iframe.game-frame');
  await expect(
    game.getByRole('heading', { name: new RegExp(escape(target.displayName)) }),
  ).toContainText('Demo');
  await expect(game.locator('#balance')).toContainText('FUN');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).not.toHaveText('');
  await shot(page, 'visitor-4-free-trial');

  expect(errors).toEqual([]);
  await context.close();
});

test('a member favourites a game, plays rounds in the simulator, sees the balance live, finds them in records and P&L', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.71',
  });
  const username = `gm${Date.now() % 1_000_000}`;
  const session = await registerMember(page, username, 'luckyday77');
  await creditMember(page, session.member.id, 100_000);
  await storeSession(context, session);
  const target = await pgSlot(page, 1);
  const name = target.displayName;
  const header = page.getByRole('banner');
  const headerBalance = header.getByTestId('balance-amount');

  // 1. Favourite the game from the slots list (found by name, PG Soft only).
  await page.goto('/rng?vassalage=PG');
  await expect(headerBalance).toHaveText('1,000.00');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  const grid = page.getByRole('list', { name: 'Slots' });
  const card = grid
    .locator('.game-card', { has: page.getByRole('heading', { name, exact: true }) })
    .first();
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  expect((await added).status()).toBe(200);
  await expect(
    card.getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // 2. It is on /favorite, and launches from there into /seamless.
  await page.goto('/favorite');
  const favourites = page.getByRole('main');
  await expect(favourites.getByRole('heading', { name, exact: true })).toBeVisible();
  await shot(page, 'member-1-favourites');
  await favourites.getByRole('button', { name: `Play ${name} now` }).click();
  await expect(page).toHaveURL(/\/seamless$/);
  // A mark on the window: gone if anything reloads the page.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.getByRole('heading', { name: new RegExp(escape(name)) })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('1,000.00 THB');

  // 3. Rounds in the simulator's page; the header follows each one without a reload.
  const stake = game.getByLabel('Stake');
  await stake.selectOption({ index: 4 });
  const stakeMinor = Number(await stake.inputValue());
  const spin = game.getByRole('button', { name: 'Spin' });
  // Three rounds at least, and on until one moved the balance (a win of exactly the stake
  // leaves it where it was).
  let rounds = 0;
  let moved = false;
  while (rounds < 3 || (!moved && rounds < 10)) {
    await spin.click();
    await expect(game.getByRole('status')).not.toHaveText('');
    await expect(spin).toBeEnabled();
    await expect(game.getByRole('status')).not.toHaveClass('error');
    rounds += 1;
    const inGame = amountOf(await game.locator('#balance').innerText());
    await expect(headerBalance).toHaveText(inGame);
    if (inGame !== '1,000.00') moved = true;
  }
  expect(moved, 'the rounds moved the balance').toBe(true);
  expect(await page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  const finalBalance = await headerBalance.innerText();
  await shot(page, 'member-2-played');

  // The platform's own account of those rounds.
  const res = await page.request.get('/api/games/records?preset=today', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const records = (await res.json()) as {
    totals: { rounds: number; bet: number; win: number; profit: number };
  };
  expect(records.totals.rounds).toBe(rounds);
  expect(records.totals.bet).toBe(rounds * stakeMinor);
  expect(100_000 + records.totals.profit).toBe(
    Number(finalBalance.replace(/,/g, '').replace('.', '')),
  );

  // 4. Betting records list each round of the game, with its vendor.
  await page.goto('/member?page=personalHistoryCopy');
  const rows = page.getByRole('row', { name: new RegExp(escape(name)) });
  await expect(rows).toHaveCount(rounds);
  await expect(rows.first()).toContainText('PG Soft');
  await expect(rows.first()).toContainText(money(stakeMinor));
  await shot(page, 'member-3-betting-records', rows.last());

  // 5. Profit and loss: PG Soft's line holds the rounds and their stakes.
  await page.goto('/member?page=personalProfit');
  const pg = page.getByRole('row', { name: /PG Soft/ }).first();
  await expect(pg.getByRole('cell', { name: String(rounds), exact: true })).toBeVisible();
  await expect(pg).toContainText(money(rounds * stakeMinor));
  await expect(page.getByRole('main')).toContainText(money(Math.abs(records.totals.profit)));
  await shot(page, 'member-4-profit-and-loss', pg);

  expect(errors).toEqual([]);
  await context.close();
});

/** Minor units as the site writes them in English: 1,234.50. */
function money(minor: number): string {
  return (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
