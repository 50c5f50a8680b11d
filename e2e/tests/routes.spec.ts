import { expect, test } from './site-test';
import { apiLogin, signedIn, visitor } from './support';

/** Every route of spec §2's table renders without a console error. */
const publicRoutes = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
  '/help#term',
  '/agent',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/rng?vassalage=PG',
  '/pvp',
  '/cockfight',
  '/promotions',
  '/seamless',
];
const loginRoutes = [
  '/member',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/pointMall',
];

/**
 * One context per group, its page going from route to route with a full load each time: the
 * check is that each route renders without an error, which a warm HTTP cache does not change,
 * and a fresh context per route paid the whole site's download and compile again (7-10 s a route
 * on a busy machine). Each route still starts from a page load of its own, with its own errors.
 */
test.describe('visitor routes', () => {
  let shared: Awaited<ReturnType<typeof visitor>>;
  test.beforeAll(async ({ browser, workerSite }) => {
    shared = await visitor(browser, { baseURL: workerSite.url });
  });
  test.afterAll(async () => shared.context.close());

  for (const route of publicRoutes) {
    test(`visitor: ${route} renders`, async () => {
      const { page, errors } = shared;
      // From a blank page: /help then /help#term would be a same-page jump, not a load.
      await page.goto('about:blank');
      errors.length = 0;
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('signed-in routes', () => {
  let shared: Awaited<ReturnType<typeof visitor>>;
  test.beforeAll(async ({ browser, workerSite }) => {
    shared = await visitor(browser, { baseURL: workerSite.url });
    // The demo agent, signed in for real (spec §3 "Session storage").
    await signedIn(shared.context, shared.page, 'agent01', 'agent01pass');
  });
  test.afterAll(async () => shared.context.close());

  for (const route of [...loginRoutes, '/agentHome']) {
    test(`signed in: ${route} renders`, async () => {
      const { page, errors } = shared;
      await page.goto('about:blank');
      errors.length = 0;
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route.replace('/', '\\/')}$`));
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('layout rules: /agent has no header or footer, /seamless no footer and no side menu', async ({
  browser,
}) => {
  const { page, context } = await visitor(browser);
  await page.goto('/agent');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/seamless');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/promotions');
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await context.close();
});

test('a member who is not an agent is sent from /agentHome to /agent', async ({ browser }) => {
  const { page, context } = await visitor(browser);
  await signedIn(context, page, 'member01', 'member01pass');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await context.close();
});

test('a hand-over ticket in the URL signs in once and leaves the address bar', async ({
  browser,
}) => {
  const { page, context } = await visitor(browser);
  const { token } = await apiLogin(page, 'member01', 'member01pass');
  const handover = await page.request.post('/api/auth/handover-tickets', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(handover.status()).toBe(200);
  const { ticket, url } = (await handover.json()) as { ticket: string; url: string };
  expect(url).toContain(`?token=${ticket}`);
  await page.goto(`/member?token=${ticket}`);
  await expect(page).toHaveURL(/\/member$/);
  // A session of its own, not the one that made the ticket.
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('token')))
    .toMatch(/.{20,}/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBe(token);
  // The ticket worked once.
  const again = await page.request.post('/api/auth/login/ticket', { data: { ticket } });
  expect(again.status()).toBe(401);
  await context.close();
});
