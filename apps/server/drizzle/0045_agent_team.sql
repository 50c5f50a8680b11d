CREATE TABLE "wager_agent_days" (
	"agent_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"business_day" date NOT NULL,
	"currency" text NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "wager_agent_days_agent_id_business_day_currency_level_pk" PRIMARY KEY("agent_id","business_day","currency","level")
);
--> statement-breakpoint
CREATE TABLE "wager_agent_member_days" (
	"agent_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"currency" text NOT NULL,
	"member_id" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	CONSTRAINT "wager_agent_member_days_agent_id_business_day_currency_member_id_pk" PRIMARY KEY("agent_id","business_day","currency","member_id")
);
--> statement-breakpoint
CREATE TABLE "team_cash_days" (
	"agent_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"business_day" date NOT NULL,
	"currency" text NOT NULL,
	"deposits" bigint NOT NULL,
	"deposit_count" integer NOT NULL,
	"withdrawals" bigint NOT NULL,
	"withdrawal_count" integer NOT NULL,
	"first_deposits" integer NOT NULL,
	"first_deposit_amount" bigint NOT NULL,
	CONSTRAINT "team_cash_days_agent_id_business_day_currency_level_pk" PRIMARY KEY("agent_id","business_day","currency","level")
);
--> statement-breakpoint
CREATE TABLE "team_cash_moves" (
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"agent_path" bigint[] NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"first" integer NOT NULL,
	"business_day" date NOT NULL,
	CONSTRAINT "team_cash_moves_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "team_cash_moves_member_day_idx" ON "team_cash_moves" USING btree ("member_id","business_day");--> statement-breakpoint
-- Issue 25: the agent roll-ups start from what the read model already holds (the consumer then
-- moves them with every wager it folds): each non-voided wager once per upline of its agent path.
INSERT INTO "wager_agent_days" ("agent_id", "level", "business_day", "currency", "wagers", "stake", "valid_stake", "win")
SELECT p.agent_id, p.level::int, w.business_day, w.currency, count(*)::int, sum(w.stake), sum(w.valid_stake), sum(w.win)
  FROM "settled_wagers" w CROSS JOIN LATERAL unnest(w.agent_path) WITH ORDINALITY AS p(agent_id, level)
 WHERE w.status <> 'voided'
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "wager_agent_member_days" ("agent_id", "business_day", "currency", "member_id", "valid_stake")
SELECT p.agent_id, w.business_day, w.currency, w.account_id, sum(w.valid_stake)
  FROM "settled_wagers" w CROSS JOIN LATERAL unnest(w.agent_path) AS p(agent_id)
 WHERE w.status <> 'voided'
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The deposits and withdrawals so far, with the member's agent path as it is now, on the day
-- (operator's time zone) they were approved or paid; the consumer takes the events from here.
INSERT INTO "team_cash_moves" ("kind", "ref_id", "member_id", "agent_path", "currency", "amount", "first", "business_day")
SELECT m.kind, m.ref_id, m.member_id,
       COALESCE((SELECT array_agg(x.id::bigint ORDER BY x.ord DESC)
                   FROM unnest(string_to_array(trim(both '/' from a.path), '/')) WITH ORDINALITY AS x(id, ord)
                  WHERE x.id::bigint <> a.id), '{}'::bigint[]),
       m.currency, m.amount, m.first,
       (m.at AT TIME ZONE COALESCE((SELECT s.value->>'timeZone' FROM "site_settings" s WHERE s.section = 'cashier'), 'Asia/Bangkok'))::date
  FROM (
    SELECT 'deposit' AS kind, d.id AS ref_id, d.account_id AS member_id, d.currency, d.amount,
           CASE WHEN row_number() OVER (PARTITION BY d.account_id ORDER BY d.decided_at, d.id) = 1 THEN 1 ELSE 0 END AS first,
           COALESCE(d.decided_at, d.updated_at) AS at
      FROM "deposits" d WHERE d.status = 'approved'
    UNION ALL
    SELECT 'withdrawal', w.id, w.account_id, w.currency, COALESCE(w.amount_received, w.amount), 0,
           COALESCE(w.paid_at, w.updated_at)
      FROM "withdrawals" w WHERE w.status IN ('paid', 'received', 'not_received')
  ) m JOIN "accounts" a ON a.id = m.member_id;
--> statement-breakpoint
INSERT INTO "team_cash_days" ("agent_id", "level", "business_day", "currency", "deposits", "deposit_count", "withdrawals", "withdrawal_count", "first_deposits", "first_deposit_amount")
SELECT p.agent_id, p.level::int, m.business_day, m.currency,
       COALESCE(sum(m.amount) FILTER (WHERE m.kind = 'deposit'), 0),
       count(*) FILTER (WHERE m.kind = 'deposit')::int,
       COALESCE(sum(m.amount) FILTER (WHERE m.kind = 'withdrawal'), 0),
       count(*) FILTER (WHERE m.kind = 'withdrawal')::int,
       sum(m.first)::int,
       COALESCE(sum(m.amount) FILTER (WHERE m.first = 1), 0)
  FROM "team_cash_moves" m CROSS JOIN LATERAL unnest(m.agent_path) WITH ORDINALITY AS p(agent_id, level)
 GROUP BY 1, 2, 3, 4;
