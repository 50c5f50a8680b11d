/*
 * The wager core's two statements (named: PREPAREd once per connection, BEGIN travels with the
 * first and COMMIT with the second, so a batch is two round trips on PostgreSQL).
 *
 * Lock order, so no two batches wait on each other in a cycle: the operations' keys
 * (wager_operations' unique key: a concurrent replay waits here for our commit), then the play
 * rows in id order, then the ledger accounts in id order.
 */

/**
 * A transaction lock per wager key, in key order, in a statement of its own before the claim (so
 * the claim's snapshot, taken after the wait, sees a row the holder inserted). Only batches with
 * vendor-shaped operations send it: the core's own kinds open a wager with one key (place).
 */
export const LOCK_WAGERS_SQL = `SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0)))
  FROM (SELECT unnest($1::text[]) AS k ORDER BY 1) s`;

/** The batch's play rows, locked in id order (their keys: $1, $2, $3). */
const ROUNDS_LOCKED = `SELECT id::text, vendor, vendor_round_id, leg, account_id::text, status, bet::text,
         win::text, version, currency, game_code, game_id::text, category, opened_at,
         settled_at, sides, bonus_id::text, bonus_bet::text, bonus_win::text
    FROM game_rounds
   WHERE (vendor, vendor_round_id, leg) IN
         (SELECT * FROM unnest($1::text[], $2::text[], $3::int[]))
   ORDER BY id FOR UPDATE`;

/** Claims the operations, locks and reads the wagers, reads the members' accounts, locks wallets. */
export const CLAIM_SQL = `WITH c AS (
  INSERT INTO wager_operations (product, wager_id, leg, kind, seq, request_hash, account_id, ref)
  SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[],
                       $7::bigint[], $11::text[])
  ON CONFLICT (product, wager_id, leg, kind, seq, ref) DO NOTHING
  RETURNING id, product, wager_id, leg, kind, seq, ref
), g AS MATERIALIZED (${ROUNDS_LOCKED})
SELECT
  (SELECT json_agg(json_build_object('id', c.id::text, 'p', c.product, 'w', c.wager_id,
                                     'l', c.leg, 'k', c.kind, 's', c.seq, 'r', c.ref))
     FROM c) AS claimed,
  (SELECT json_agg(row_to_json(g)) FROM g) AS rounds,
  -- The current play path's account rule: an account that must change its password first
  -- bets like a blocked one.
  (SELECT json_agg(json_build_object('id', a.id::text, 'state',
            CASE WHEN a.play_restricted_until > $10::timestamptz THEN 'play_restricted'
                 WHEN a.must_change_password THEN 'password_change_required' ELSE a.status END,
            'limited', a.spend_limited))
     FROM accounts a WHERE a.id = ANY($8::bigint[])) AS members,
  -- Issue 26: the members' active bonuses and the bonuses that funded these wagers, share-locked
  -- (an ending waits for this batch, and this batch sees an ending that committed first).
  (SELECT json_agg(json_build_object('id', b.id::text, 'account', b.account_id::text,
            'currency', b.currency, 'status', b.status,
            'drawOrder', b.terms->>'drawOrder', 'products', b.terms->'products',
            'maxBet', b.terms->'maxBetWhileWagering'))
     FROM (SELECT id, account_id, currency, status, terms FROM bonuses
            WHERE id IN (
              SELECT id FROM bonuses WHERE account_id = ANY($8::bigint[]) AND status = 'active'
              UNION ALL
              SELECT bonus_id::bigint FROM g WHERE bonus_id IS NOT NULL)
            ORDER BY id FOR SHARE) b) AS bonuses,
  -- The ledger accounts in id order: the batch's wallets and houses, the members' bonus wallets,
  -- and the promotion account when a funding bonus has ended (its share is forfeited there).
  (SELECT json_agg(json_build_object('id', l.id::text, 'balance', l.balance::text,
            'purpose', l.purpose, 'owner', l.owner_id::text, 'currency', l.currency))
     FROM (SELECT id, balance, purpose, owner_id, currency FROM ledger_accounts
            WHERE id IN (
              SELECT unnest($9::bigint[])
              UNION ALL
              SELECT id FROM ledger_accounts
               WHERE owner_type = 'account' AND owner_id = ANY($8::bigint[]) AND purpose = 'bonus'
                 AND vendor = '' AND currency = ANY($12::text[])
              UNION ALL
              SELECT id FROM ledger_accounts
               WHERE owner_type = 'system' AND owner_id IS NULL AND purpose = 'promotion'
                 AND vendor = '' AND currency = ANY($12::text[])
                 AND EXISTS (SELECT 1 FROM bonuses x JOIN g ON x.id = g.bonus_id::bigint
                              WHERE x.status <> 'active'))
            ORDER BY id FOR UPDATE) l) AS locked`;

/** The stored operations of a batch's replays, and its wagers again (a fresh snapshot). */
export const REPLAY_SQL = `SELECT
  (SELECT json_agg(json_build_object('id', o.id::text, 'p', o.product, 'w', o.wager_id,
                                     'l', o.leg, 'k', o.kind, 's', o.seq, 'r', o.ref,
                                     'hash', o.request_hash, 'account', o.account_id::text,
                                     'result', o.result))
     FROM wager_operations o
    WHERE (o.product, o.wager_id, o.leg, o.kind, o.seq, o.ref) IN
          (SELECT * FROM unnest($4::text[], $5::text[], $6::int[], $7::text[], $8::int[],
                                $9::text[]))
  ) AS stored,
  (SELECT json_agg(row_to_json(g)) FROM (${ROUNDS_LOCKED}) g) AS rounds`;

/**
 * Writes a batch: ledger transfers, entries and balances, the play rows (insert or update),
 * the operations' results (refused claims are deleted: they may come again) and the outbox rows
 * with their NOTIFY (heard only after the commit).
 */
export const WRITE_SQL = `WITH t AS (
  INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference, actor)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
  RETURNING id, idempotency_key, created_at
), e AS (
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  SELECT t.id, x.account_id, x.amount, x.balance_after
    FROM unnest($6::text[], $7::bigint[], $8::bigint[], $9::bigint[])
           AS x(k, account_id, amount, balance_after)
    JOIN t ON t.idempotency_key = x.k
), b AS (
  UPDATE ledger_accounts a
     SET balance = a.balance + d.delta, version = a.version + 1, updated_at = now()
    FROM unnest($10::bigint[], $11::bigint[]) AS d(id, delta)
   WHERE a.id = d.id AND d.delta <> 0
), r AS (
  INSERT INTO game_rounds (vendor, vendor_round_id, leg, account_id, game_code, game_id,
    category, currency, bet, valid_bet, win, status, source, version, opened_at, settled_at,
    updated_at, sides, bonus_id, bonus_bet, bonus_win)
  SELECT u.v, u.w, u.l, u.acc, u.gc, u.gid, u.cat, u.cur, u.bet, u.vb, u.win, u.st, u.src,
         u.ver, u.oa, u.sa, u.ua, u.sd, u.bid, u.bb, u.bw
    FROM unnest($12::text[], $13::text[], $14::int[], $15::bigint[], $16::text[], $17::bigint[],
                $18::text[], $19::text[], $20::bigint[], $21::bigint[], $22::bigint[],
                $23::text[], $24::int[], $25::timestamptz[], $26::timestamptz[],
                $27::timestamptz[], $38::text[], $39::jsonb[], $40::bigint[], $41::bigint[],
                $42::bigint[])
           AS u(v, w, l, acc, gc, gid, cat, cur, bet, vb, win, st, ver, oa, sa, ua, src, sd,
                bid, bb, bw)
  ON CONFLICT (vendor, vendor_round_id, leg) DO UPDATE
     SET bet = EXCLUDED.bet, valid_bet = EXCLUDED.valid_bet, win = EXCLUDED.win,
         status = EXCLUDED.status, version = EXCLUDED.version,
         settled_at = EXCLUDED.settled_at, updated_at = EXCLUDED.updated_at,
         sides = EXCLUDED.sides, bonus_id = EXCLUDED.bonus_id,
         bonus_bet = EXCLUDED.bonus_bet, bonus_win = EXCLUDED.bonus_win
  RETURNING id, vendor, vendor_round_id, leg
), o AS (
  UPDATE wager_operations w
     SET round_id = r.id,
         result = x.result || jsonb_build_object('roundId', r.id,
           'transferId', (SELECT t.id FROM t WHERE t.idempotency_key = x.tk))
    FROM unnest($28::bigint[], $29::jsonb[], $30::text[], $31::text[], $32::int[], $33::text[])
           AS x(id, result, p, wid, l, tk)
    JOIN r ON r.vendor = x.p AND r.vendor_round_id = x.wid AND r.leg = x.l
   WHERE w.id = x.id
), d AS (
  DELETE FROM wager_operations WHERE id = ANY($34::bigint[])
), ev AS (
  INSERT INTO outbox_events (type, key, payload)
  SELECT * FROM unnest($35::text[], $36::text[], $37::jsonb[])
  RETURNING pg_notify('outbox_events', '')
)
SELECT 't' AS kind, idempotency_key AS name, id::text AS id, created_at FROM t
UNION ALL
SELECT 'r', vendor || chr(31) || vendor_round_id || chr(31) || leg, id::text, NULL FROM r
UNION ALL
SELECT 'e', '', count(*)::text, NULL FROM ev`;

/** A member's main wallet plus the active bonus's wallet when `$4` is one of its products. */
export const PLAYABLE_SQL = `SELECT coalesce((SELECT balance FROM ledger_accounts WHERE id = $1), 0)
  + coalesce((SELECT l.balance FROM bonuses b
                JOIN ledger_accounts l ON l.owner_type = 'account' AND l.owner_id = b.account_id
                 AND l.purpose = 'bonus' AND l.vendor = '' AND l.currency = b.currency
               WHERE b.account_id = $2 AND b.currency = $3 AND b.status = 'active'
                 AND b.terms->'products' ? $4), 0) AS playable`;

/** A batch that only refused, kept (RunOptions.alsoOnRefusal): its claims go, the caller's rows stay. */
export const UNCLAIM_SQL = `DELETE FROM wager_operations WHERE id = ANY($1::bigint[])`;
