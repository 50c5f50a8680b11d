import { describe, expect, it } from 'vitest';
import { boundaryHits as ruleHits } from './lint-test-kit.js';

/**
 * Server domains are layers (eslint.config.js `serverLayers`, docs/architecture.md "Domain
 * layers"): lint must refuse an import of a higher layer and let the same or a lower layer pass.
 */
describe('lint enforces the direction of server domains', () => {
  const importing = (from: string) => `import * as face from '${from}';\nexport const x = face;\n`;
  const order = 'site < identity < cashier < products < programmes < content and reports';

  it('refuses an import of a higher layer, naming both', async () => {
    const identityToCashier = await ruleHits(
      'apps/server/src/domains/identity/accounts/probe.ts',
      importing('../../cashier/wallet/index.js'),
    );
    expect(identityToCashier).toEqual([
      `The identity layer imports no higher layer (${order}): cashier/wallet is higher; invert the dependency with a port or an event`,
    ]);
    const cashierToContent = await ruleHits(
      'apps/server/src/domains/cashier/wallet/probe.ts',
      importing('../../content/messages/index.js'),
    );
    expect(cashierToContent).toEqual([
      `The cashier layer imports no higher layer (${order}): content/messages is higher; invert the dependency with a port or an event`,
    ]);
    // site/settings is in the lowest layer: it may not reach up into identity.
    const settingsToIdentity = await ruleHits(
      'apps/server/src/domains/site/settings/probe.ts',
      importing('../../identity/accounts/index.js'),
    );
    expect(settingsToIdentity).toEqual([
      `The site layer imports no higher layer (${order}): identity/accounts is higher; invert the dependency with a port or an event`,
    ]);
  }, 60_000);

  it('lets a module import its own layer or a lower one', async () => {
    const gamesToCashier = await ruleHits(
      'apps/server/src/domains/games/rounds/probe.ts',
      importing('../../cashier/ledger/index.js'),
    );
    expect(gamesToCashier).toEqual([]);
    const contentToGames = await ruleHits(
      'apps/server/src/domains/content/banners/probe.ts',
      importing('../../games/art/index.js'),
    );
    expect(contentToGames).toEqual([]);
    const cashierToCashier = await ruleHits(
      'apps/server/src/domains/cashier/withdrawals/probe.ts',
      importing('../../cashier/ledger/index.js'),
    );
    expect(cashierToCashier).toEqual([]);
    // Settings are the site layer, which every layer may read.
    const identityToSettings = await ruleHits(
      'apps/server/src/domains/identity/accounts/probe.ts',
      importing('../../site/settings/index.js'),
    );
    expect(identityToSettings).toEqual([]);
  }, 60_000);

  it('refuses a module whose domain has no layer yet', async () => {
    const hits = await ruleHits(
      'apps/server/src/domains/tournaments/leaderboard/probe.ts',
      importing('../../../platform/module.js'),
    );
    expect(hits).toEqual([
      'tournaments/leaderboard has no layer: add it to serverLayers in eslint.config.js',
    ]);
    const placed = await ruleHits(
      'apps/server/src/domains/backoffice/audit/probe.ts',
      importing('../../../platform/module.js'),
    );
    expect(placed).toEqual([]);
  }, 60_000);
});
