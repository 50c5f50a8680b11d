import { expect, test } from './site-test';
import { creditMember, registerMember, storeSession, visitor } from './support';

// The house studio in a real browser against the built site: a member plays each slot and each
// original for money, the header balance follows, a round is verified on /fairness after the seed
// rotation, and betting records show the round's outcome with its verify link.
test('a member plays the house slots, dice and mines, then verifies a round on /fairness', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, context, errors } = await visitor(browser, { language: 'en', ip: '198.51.100.81' });
  const session = await registerMember(page, `hs${Date.now() % 1_000_000}`, 'luckyday77');
  await creditMember(page, session.member.id, 100_000);
  await storeSession(context, session);
  const headerBalance = page.getByRole('banner').getByTestId('balance-amount');

  for (const game of ['siam-treasures', 'golden-dragon', 'lucky-fruits']) {
    await page.goto(`/house/${game}`);
    const spin = page.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    const played = page.waitForResponse((r) => r.url().endsWith(`/slots/${game}/spin`));
    await spin.click();
    const round = (await (await played).json()) as { balance: number; payout: number };
    // The win is shown once the reels have stopped, and the header follows the house balance.
    await expect(page.getByTestId('house-win')).not.toHaveText('—', { timeout: 60_000 });
    const balance = (round.balance / 100).toLocaleString('en', { minimumFractionDigits: 2 });
    await expect(page.getByTestId('house-balance')).toHaveText(balance);
    await expect(headerBalance).toHaveText(balance, { timeout: 15_000 });
  }

  await page.goto('/house/dice');
  const rolled = page.waitForResponse((r) => r.url().endsWith('/api/house/dice/roll'));
  await page.getByRole('button', { name: 'Roll' }).click();
  const dice = (await (await rolled).json()) as { outcome: { roll: number } };
  await expect(page.getByTestId('dice-roll')).toHaveText((dice.outcome.roll / 100).toFixed(2));

  await page.goto('/house/mines');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/next gem ×/)).toBeVisible();
  const revealed = page.waitForResponse((r) => r.url().endsWith('/api/house/mines/reveal'));
  await page.getByRole('button', { name: 'Tile 13', exact: true }).click();
  const reveal = (await (await revealed).json()) as { outcome: { bustedAt: number | null } };
  if (reveal.outcome.bustedAt === null) {
    await page.getByRole('button', { name: /^Cash out/ }).click();
    await expect(page.getByText(/^Cashed out/)).toBeVisible();
  } else {
    await expect(page.getByText('Boom! A mine.')).toBeVisible();
  }

  // Rotating reveals the server seed; its verify link recomputes the round in the browser.
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await page.getByRole('link', { name: 'Verify the last round' }).click();
  await expect(page.getByTestId('hash-check')).toHaveText(
    '✓ It matches the hash you were shown before play.',
  );

  // Betting records: the newest round (the mines round) shows its board and verify link.
  await page.goto('/member');
  await page
    .getByRole('link', { name: 'Betting record' })
    .or(page.getByRole('button', { name: 'Betting record' }))
    .first()
    .click();
  await page
    .getByRole('button', { name: /Open|Mines/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Outcome' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Verify' })).toHaveAttribute(
    'href',
    /^\/fairness\?game=mines&.*serverSeed=[0-9a-f]{64}.*mines=\d+/,
  );
  expect(errors).toEqual([]);
});
