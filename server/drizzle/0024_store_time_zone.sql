ALTER TABLE "shops" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A store's zone starts from the country of its phone's dial code (contract zones.ts COUNTRY_TIME_ZONES, as of
-- this migration); the owner changes it on the store's profile.
UPDATE "shops" SET "time_zone" = CASE split_part("mobile", ' ', 1)
  WHEN '86' THEN 'Asia/Shanghai' WHEN '1' THEN 'America/New_York' WHEN '65' THEN 'Asia/Singapore'
  WHEN '61' THEN 'Australia/Sydney' WHEN '60' THEN 'Asia/Kuala_Lumpur' WHEN '62' THEN 'Asia/Jakarta'
  WHEN '81' THEN 'Asia/Tokyo' WHEN '91' THEN 'Asia/Calcutta' WHEN '49' THEN 'Europe/Berlin'
  WHEN '44' THEN 'Europe/London' WHEN '63' THEN 'Asia/Manila' WHEN '971' THEN 'Asia/Dubai' ELSE 'UTC' END;
--> statement-breakpoint
-- The levels one delta is kept at (issue 43; docs/decisions.md "A store's figures in its own time zone"), the one
-- definition stats_fold() and the rebuild (data/repository.ts) share. A store (shop_id <> 0): its local days (1) and
-- months (2) in its zone `tz`. The platform (0): UTC quarter hours (0), hours (4), days (1), weeks (3) and months
-- (2), read in any console zone. The daily figures (stat_daily: analyses, customers) are dates at UTC midnight,
-- kept at days and months only, for both.
CREATE FUNCTION stat_levels(shop_id integer, t timestamptz, metric text, tz text)
RETURNS TABLE (level smallint, t timestamptz) LANGUAGE sql STABLE AS $$
  SELECT lv.level, lv.t FROM (VALUES
    (0::smallint, date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00'), shop_id = 0 AND NOT stat_daily(metric)),
    (4::smallint, date_trunc('hour', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (3::smallint, date_trunc('week', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (1::smallint, date_trunc('day', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END), true),
    (2::smallint, date_trunc('month', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END), true)
  ) lv(level, t, kept) WHERE lv.kept
$$;
--> statement-breakpoint
-- stats_fold() of 0015 with the store's levels in its own zone (read from shops when folded) and no per-offset levels.
CREATE OR REPLACE FUNCTION stats_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(72620011) THEN RETURN -1; END IF;
  WITH d AS (
    DELETE FROM stats_delta WHERE id IN (SELECT id FROM stats_delta ORDER BY id LIMIT batch)
    RETURNING shop_id, t, metric, key, n, amount
  ), c AS (
    SELECT count(*)::integer AS moved FROM d
  ), g AS (
    SELECT s.shop_id, lv.level, lv.t, d.metric, d.key, sum(d.n)::bigint AS n, sum(d.amount)::bigint AS amount
    FROM d
    LEFT JOIN shops sh ON sh.id = d.shop_id
    CROSS JOIN LATERAL (VALUES (d.shop_id), (0)) s(shop_id)
    CROSS JOIN LATERAL stat_levels(s.shop_id, d.t, d.metric, coalesce(sh.time_zone, 'UTC')) lv
    WHERE s.shop_id <> 0 OR d.metric <> 'anDevices'
    GROUP BY 1, 2, 3, 4, 5
  ), ins AS (
    INSERT INTO stats AS x (shop_id, level, t, metric, key, n, amount)
    SELECT * FROM g ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (shop_id, level, t, metric, key) DO UPDATE SET n = x.n + excluded.n, amount = x.amount + excluded.amount
  )
  SELECT c.moved INTO moved FROM c;
  RETURN moved;
END $$;
--> statement-breakpoint
-- The data moved: the platform's per-offset days and months go; a store's quarter hours become its local days and
-- months (a local day of any zone of today's world starts on a quarter hour), its UTC days, months and weeks of the
-- figures that are not daily go. The daily figures' days and months stay as they were. Deltas not yet folded are
-- folded by the new stats_fold().
DELETE FROM stats WHERE level >= 100;
--> statement-breakpoint
CREATE TEMP TABLE stat_store_quarters AS
  SELECT shop_id, t, metric, key, n, amount FROM stats WHERE shop_id <> 0 AND level = 0;
--> statement-breakpoint
DELETE FROM stats WHERE shop_id <> 0 AND (level IN (0, 3, 4) OR NOT stat_daily(metric));
--> statement-breakpoint
INSERT INTO stats (shop_id, level, t, metric, key, n, amount)
SELECT q.shop_id, lv.level, lv.t, q.metric, q.key, sum(q.n), sum(q.amount)
  FROM stat_store_quarters q
  LEFT JOIN shops sh ON sh.id = q.shop_id
  CROSS JOIN LATERAL stat_levels(q.shop_id, q.t, q.metric, coalesce(sh.time_zone, 'UTC')) lv
 GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DROP TABLE stat_store_quarters;
