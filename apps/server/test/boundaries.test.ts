import { describe, expect, it } from 'vitest';
import { boundaryHits as ruleHits } from './lint-test-kit.js';

/**
 * The architecture's import rules are enforced by lint (eslint.config.js, eslint-plugin-boundaries):
 * these deliberate violations must be reported, and their allowed twins must not.
 */
describe('lint enforces the module boundaries', () => {
  it("refuses another module's inner file and allows its index.ts", async () => {
    const from = 'apps/server/src/domains/cashier/wallet/probe.ts';
    const inner = await ruleHits(
      from,
      "import { refuseTrial } from '../../identity/accounts/account-guards.js';\nrefuseTrial({ type: 0 });\n",
    );
    expect(inner).toEqual(['Import another module only through its index.ts (its public face)']);
    const face = await ruleHits(
      from,
      "import { refuseTrial } from '../../identity/accounts/index.js';\nrefuseTrial({ type: 0 });\n",
    );
    expect(face).toEqual([]);
    // Inside one module, files import each other freely.
    const own = await ruleHits(
      'apps/server/src/domains/identity/accounts/probe.ts',
      "import { refuseTrial } from './account-guards.js';\nrefuseTrial({ type: 0 });\n",
    );
    expect(own).toEqual([]);
  }, 60_000);

  it("refuses a web feature's inner file from another feature, allows its index", async () => {
    const from = 'apps/web/src/features/withdraw/components/probe.tsx';
    const inner = await ruleHits(
      from,
      "import { PaymentPasswordDialog } from '../../security/components/payment-password-dialog';\nexport const x = PaymentPasswordDialog;\n",
    );
    expect(inner).toEqual(['Import another module only through its index.ts (its public face)']);
    const face = await ruleHits(
      from,
      "import { PaymentPasswordDialog } from '../../security';\nexport const x = PaymentPasswordDialog;\n",
    );
    expect(face).toEqual([]);
  }, 60_000);

  it("keeps web features out of their app's shell (app/), which composes them", async () => {
    const shell = await ruleHits(
      'apps/admin/src/features/accounts/routes/probe.tsx',
      "import { AppLayout } from '../../../app/layout/app-layout';\nexport const x = AppLayout;\n",
    );
    expect(shell).toEqual([
      'A feature does not import app/ (the shell that composes features): move what it needs to components/ or lib/, or to the feature that owns it',
    ]);
    const shared = await ruleHits(
      'apps/admin/src/features/accounts/routes/probe.tsx',
      "import { NotFoundRoute } from '../../../components/ui/not-found-route';\nexport const x = NotFoundRoute;\n",
    );
    expect(shared).toEqual([]);
  }, 60_000);

  it('keeps platform/ free of domains and packages free of apps', async () => {
    const platform = await ruleHits(
      'apps/server/src/platform/probe.ts',
      "import { AccountsService } from '../domains/identity/accounts/index.js';\nexport const x = AccountsService;\n",
    );
    expect(platform).toContain(
      'platform/ and db/ hold mechanisms only: they import no domain module',
    );
    const pkg = await ruleHits(
      'packages/contracts/src/probe.ts',
      "import { loadConfig } from '../../../apps/server/src/config.js';\nexport const x = loadConfig;\n",
    );
    expect(pkg).toEqual(['packages/* never import an app']);
  }, 60_000);
});
