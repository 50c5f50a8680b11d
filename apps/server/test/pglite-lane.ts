/**
 * The PGlite lane of a PostgreSQL run. CI runs the whole server suite on PostgreSQL (production's
 * engine) and, beside it, these files on PGlite (the embedded default): each module whose code
 * sends SQL of its own (`db.execute`, `queryRows`, `sql.raw`, advisory locks), the migrations, the
 * ledger, the catalogue, the house games and the jobs, where the two engines could differ.
 * `pglite-lane.test.ts` fails when a module with raw SQL has no file here. Without
 * TEST_DATABASE_URL the whole suite runs on PGlite anyway.
 *
 * Module folder (under apps/server) -> the test files (under apps/server) that exercise its SQL.
 */
export const PGLITE_LANE: Record<string, string[]> = {
  'src/db': ['src/db/migrate.test.ts'],
  'src/platform': ['src/platform/leader-lease.test.ts'],
  // The job runner's record (job_runs inserts, claims, DISTINCT ON) and the in-process queue.
  'src/platform/jobs': ['src/platform/jobs/jobs.test.ts', 'src/platform/jobs/jobs.routes.test.ts'],
  'src/domains/backoffice/operators': ['src/domains/backoffice/operators/operators.test.ts'],
  // The outbox: sequence and snapshot functions, SKIP LOCKED claims.
  'src/platform/events': [
    'src/platform/events/events.test.ts',
    'src/platform/events/events.crash.test.ts',
  ],
  'src/domains/cashier/account-records': [
    'src/domains/cashier/account-records/account-records.test.ts',
  ],
  'src/domains/cashier/adjustments': ['src/domains/cashier/adjustments/adjustments.test.ts'],
  // Responsible gaming's limits: unnest usage counters, FOR UPDATE, the savepoint check, the
  // proxy drizzle over the hot path's driver transaction (issue 24).
  'src/domains/responsible-gaming/limits': [
    'src/domains/responsible-gaming/limits/limits-gate.test.ts',
    'src/domains/responsible-gaming/limits/limits-money-paths.test.ts',
    'src/domains/responsible-gaming/limits/session-limit.test.ts',
  ],
  'src/domains/cashier/money-gate': [
    'src/domains/responsible-gaming/limits/limits-money-paths.test.ts',
  ],
  // jsonb_to_recordset keys, array columns, additive roll-up upserts, a crash mid-batch.
  'src/domains/cashier/settled-wagers': [
    'src/domains/cashier/settled-wagers/settled-wagers.test.ts',
    'src/domains/cashier/settled-wagers/settled-wagers.property.test.ts',
    'src/domains/cashier/settled-wagers/settled-wagers.crash.test.ts',
    // memberTotalsSince, through the reality check's summary.
    'src/domains/responsible-gaming/reality-checks/reality-checks.test.ts',
  ],
  // jsonb_to_recordset copies, window functions over play, partial unique index of active cases,
  // self-joins over sign-ins and bank accounts, count(DISTINCT (row)), ON CONFLICT ... WHERE.
  'src/domains/responsible-gaming/risk': [
    'src/domains/responsible-gaming/risk/risk.test.ts',
    'src/domains/responsible-gaming/risk/risk-link-markers.test.ts',
    'src/domains/responsible-gaming/risk/risk-actions.test.ts',
  ],
  'src/domains/cashier/downline-pulls': [
    'src/domains/cashier/downline-pulls/downline-pulls.test.ts',
  ],
  'src/domains/cashier/deposits': [
    'src/domains/cashier/deposits/deposits.test.ts',
    'src/domains/cashier/deposits/deposits-gateway.test.ts',
  ],
  // The wager core's claim and write statements (unnest, json_agg, row locks, advisory locks of
  // vendor-shaped operations, outbox NOTIFY).
  'src/domains/cashier/wagers': [
    'src/domains/cashier/wagers/wager-core.test.ts',
    'src/domains/cashier/wagers/wager-core.property.test.ts',
  ],
  'src/domains/cashier/ledger': [
    'src/domains/cashier/ledger/ledger.test.ts',
    'src/domains/cashier/ledger/ledger.concurrency.test.ts',
    'src/domains/cashier/ledger/ledger.property.test.ts',
  ],
  'src/domains/cashier/payout-accounts': [
    'src/domains/cashier/payout-accounts/payout-accounts.test.ts',
  ],
  'src/domains/cashier/vendor-transfers': [
    'src/domains/cashier/vendor-transfers/vendor-transfer.test.ts',
    'test/vendor-wallet-reads.test.ts',
  ],
  'src/domains/cashier/wallet': [
    'src/domains/cashier/wallet/wallet.test.ts',
    'src/domains/cashier/wallet/trial-wallet.test.ts',
  ],
  'src/domains/cashier/withdrawals': [
    'src/domains/cashier/withdrawals/withdrawals.test.ts',
    'src/domains/cashier/withdrawals/withdrawals-daily-limits.test.ts',
  ],
  // The visitor bounds lock the chat settings row and count with FILTER.
  'src/domains/content/chat': ['src/domains/content/chat/chat-visitor.test.ts'],
  'src/domains/content/help': ['src/domains/content/help/help.test.ts'],
  'src/domains/content/messages': ['src/domains/content/messages/messages.test.ts'],
  'src/domains/games/catalogue': [
    'src/domains/games/catalogue/catalogue.test.ts',
    'src/domains/games/catalogue/catalogue-index.test.ts',
    'src/domains/games/catalogue/catalogue-sync.test.ts',
    'src/domains/games/catalogue/catalogue-vendor-sim.test.ts',
  ],
  'src/domains/games/game-wallet': [
    'test/vendor-conformance.test.ts',
    'src/domains/games/game-wallet/seamless-wallet.test.ts',
    'src/domains/games/game-wallet/seamless-wallet-events.test.ts',
    // The balance of the player's last launched game (game_sessions by player, newest first).
    'src/domains/games/game-wallet/seamless-bonus-balance.test.ts',
  ],
  'src/domains/games/house': [
    'src/domains/games/house/house-play.test.ts',
    'src/domains/games/house/house-mines.test.ts',
    'src/domains/games/house/house-jackpot.test.ts',
    'src/domains/games/house/house-resume.test.ts',
    'src/domains/games/house/house-seeds.test.ts',
    'src/domains/games/house/house-max-win.test.ts',
    'src/domains/games/house/house-wagers.test.ts',
    'src/domains/games/house/house-fast-spin.test.ts',
  ],
  'src/domains/games/house-crash': [
    'src/domains/games/house-crash/crash.test.ts',
    'src/domains/games/house-crash/crash-admin.test.ts',
    'src/domains/games/house-crash/crash-seeding.test.ts',
    'src/domains/games/house-crash/crash-migration.test.ts',
  ],
  'src/domains/games/launch': ['src/domains/games/launch/launch.test.ts'],
  'src/domains/games/rounds': [
    'src/domains/games/rounds/rounds.test.ts',
    'src/domains/games/rounds/transfer-mode.test.ts',
    'src/domains/games/rounds/winner-board.test.ts',
    'src/domains/games/rounds/reconciliation.test.ts',
    'src/domains/games/rounds/read-model-figures.test.ts',
  ],
  'src/domains/identity/accounts': [
    'src/domains/identity/accounts/admin-accounts.test.ts',
    'src/domains/identity/accounts/agent-tree-scale.test.ts',
  ],
  'src/domains/identity/quick-login': [
    'src/domains/identity/quick-login/one-click.test.ts',
    'src/domains/identity/quick-login/trial-login.test.ts',
  ],
  'src/domains/identity/verification': [
    'src/domains/identity/verification/verification.test.ts',
    'src/domains/identity/verification/sms-budgets.test.ts',
  ],
  // Issue 25: the link count's guarded increment, the agent's row lock, the tree's counts.
  'src/domains/agents/invitations': ['src/domains/agents/invitations/invitations.test.ts'],
  'src/domains/agents/agent-tree': ['src/domains/agents/agent-tree/agent-tree.test.ts'],
  'src/domains/agents/contracts': [
    'src/domains/agents/contracts/contracts.test.ts',
    'src/domains/agents/contracts/settlement.property.test.ts',
  ],
  // Issue 25: the agent centre's team reports (raw SQL over the roll-ups, the scope's LIKE).
  'src/domains/agents/team': [
    'src/domains/agents/team/team.test.ts',
    'src/domains/agents/team/team.access-matrix.test.ts',
  ],
  // Issue 26: promotions (guarded counter upserts, the budget's guarded update, the report's SQL).
  'src/domains/engagement/promotions': ['src/domains/engagement/promotions/promotions.test.ts'],
  // Issue 26: the bonus wallet's raw SQL (contribution upserts, progress moves, member locks).
  'src/domains/cashier/bonus-wallet': [
    'src/domains/cashier/bonus-wallet/bonus-progress.test.ts',
    'src/domains/cashier/bonus-wallet/bonus-progress.property.test.ts',
  ],
  // Issue 26 items 7 and 8: rebates and invite a friend (raw SQL over the read model).
  'src/domains/engagement/rebate': ['src/domains/engagement/rebate/rebate.test.ts'],
  'src/domains/engagement/referral': ['src/domains/engagement/referral/referral.test.ts'],
  // Issue 26: the engagement consumer's upsert and the leaderboard's ranking are raw SQL.
  'src/domains/engagement/rewards': ['src/domains/engagement/rewards/rewards.test.ts'],
  'src/domains/engagement/tasks': ['src/domains/engagement/tasks/tasks.test.ts'],
  'src/domains/engagement/leaderboard': ['src/domains/engagement/leaderboard/leaderboard.test.ts'],
  // Issue 26: VIP figures and points details are raw SQL; redeem takes an advisory lock.
  'src/domains/engagement/vip': ['src/domains/engagement/vip/vip.test.ts'],
  'src/domains/engagement/points': ['src/domains/engagement/points/points.test.ts'],
};

/** Every file of the lane, once. */
export const PGLITE_LANE_FILES = [...new Set(Object.values(PGLITE_LANE).flat())];
