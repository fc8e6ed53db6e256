CREATE INDEX "analyses_shop_day_idx" ON "analyses" USING btree ("shop_id","analysed_day");--> statement-breakpoint
CREATE INDEX "orders_shop_paid_idx" ON "orders" USING btree ("shop_id","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_shop_refunded_idx" ON "orders" USING btree ("shop_id","refunded_at") WHERE "orders"."refunded_at" is not null;--> statement-breakpoint
-- A store keeps its months only (issue 43; docs/decisions.md "A store's figures in its own time zone"): a range's
-- partial months are counted from its rows (the indexes above and orders_shop_created_idx), which for one store
-- are a few hundred rows a month, where its days held about as many aggregate rows as rows counted. Its net
-- revenue keeps its local days too (one row per day and currency), so that the platform ranks every store without
-- reading their rows. The platform's levels are those of 0024.
CREATE OR REPLACE FUNCTION stat_levels(shop_id integer, t timestamptz, metric text, tz text)
RETURNS TABLE (level smallint, t timestamptz) LANGUAGE sql STABLE AS $$
  SELECT lv.level, lv.t FROM (VALUES
    (0::smallint, date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00'), shop_id = 0 AND NOT stat_daily(metric)),
    (4::smallint, date_trunc('hour', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (3::smallint, date_trunc('week', t, 'UTC'), shop_id = 0 AND NOT stat_daily(metric)),
    (1::smallint, date_trunc('day', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END),
      shop_id = 0 OR metric = 'net'),
    (2::smallint, date_trunc('month', t, CASE WHEN shop_id = 0 OR stat_daily(metric) THEN 'UTC' ELSE tz END), true)
  ) lv(level, t, kept) WHERE lv.kept
$$;
--> statement-breakpoint
DELETE FROM stats WHERE shop_id <> 0 AND level = 1 AND metric <> 'net';
