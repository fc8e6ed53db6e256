-- A store keeps the days of its analyses' figures (stat_daily: analyses, devices, symptoms, new customers, visits)
-- for its recent months again (issue 43; docs/decisions.md "A store's recent days of analyses"): its last 30 days and the 30
-- before them are read from about 45 rows a day instead of counting every analysis and symptom of 60 days from its
-- rows (32 ms for a busy store). The console reads them from the first day of the UTC month two months back (units.ts
-- storeDaysFrom: the 30 days to today and the 30 before always); they are kept from there as it was three days ago,
-- so a clock a little off the database's never reads a day not kept. Older days go (stat_store_days_prune, a job),
-- so the aggregates hold two or three months of a store's days, not all of them.
CREATE FUNCTION stat_store_days_from() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('month', (now() AT TIME ZONE 'UTC') - interval '3 days') - interval '2 months')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_levels(shop_id integer, t timestamptz, metric text, tz text)
RETURNS TABLE (level smallint, t timestamptz) LANGUAGE sql STABLE AS $$
  SELECT lv.level, lv.t FROM (VALUES
    (0::smallint, date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00'), shop_id = 0 AND NOT stat_daily(metric)),
    (4::smallint, date_trunc('hour', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (3::smallint, date_trunc('week', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (1::smallint, date_trunc('day', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END),
      shop_id = 0 OR metric = 'net'
        OR (stat_daily(metric) AND t >= stat_store_days_from()::timestamp AT TIME ZONE 'UTC')),
    (2::smallint, date_trunc('month', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END), true)
  ) lv(level, t, kept) WHERE lv.kept
$$;
--> statement-breakpoint
-- The days no longer kept: one instance calls it every 6 hours (data/routes.ts); what it leaves for a while is
-- never read (the console reads from the first of its month, kept since three days before).
CREATE FUNCTION stat_store_days_prune() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE gone integer;
BEGIN
  DELETE FROM stats WHERE shop_id <> 0 AND level = 1 AND stat_daily(metric)
     AND t < stat_store_days_from()::timestamp AT TIME ZONE 'UTC';
  GET DIAGNOSTICS gone = ROW_COUNT;
  RETURN gone;
END $$;
--> statement-breakpoint
-- The kept days counted once from the rows, less the deltas waiting (a fold adds them to these days), in one
-- snapshot and with no fold running meanwhile (its lock, until this transaction ends): the customer figures as
-- rebuildStats counts them (visits on their days, each customer on her first day).
SELECT pg_advisory_xact_lock(72620011);
--> statement-breakpoint
INSERT INTO stats (shop_id, level, t, metric, key, n, amount)
SELECT x.shop_id, 1::smallint, x.t, x.metric, x.key, sum(x.n), sum(x.amount) FROM (
  SELECT a.shop_id, r.t, r.metric, r.key, r.n, r.amount
    FROM analyses a CROSS JOIN LATERAL stat_rows_analysis(a) r
   WHERE a.analysed_day >= stat_store_days_from()
  UNION ALL
  SELECT shop_id, analysed_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', count(*), 0
    FROM analyses WHERE customer_id IS NOT NULL AND analysed_day >= stat_store_days_from() GROUP BY 1, 2
  UNION ALL
  SELECT shop_id, first_day::timestamp AT TIME ZONE 'UTC', 'cuNew', '', count(*), 0
    FROM (SELECT shop_id, customer_id, min(analysed_day) AS first_day FROM analyses
           WHERE customer_id IS NOT NULL GROUP BY 1, 2) f
   WHERE first_day >= stat_store_days_from() GROUP BY 1, 2
  UNION ALL
  SELECT d.shop_id, d.t, d.metric, d.key, -d.n, -d.amount FROM stats_delta d
   WHERE d.shop_id <> 0 AND stat_daily(d.metric) AND d.t >= stat_store_days_from()::timestamp AT TIME ZONE 'UTC'
) x
GROUP BY x.shop_id, x.t, x.metric, x.key
HAVING sum(x.n) <> 0 OR sum(x.amount) <> 0
ORDER BY 1, 3, 4, 5;
