CREATE TABLE "stats" (
	"shop_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"t" timestamp with time zone NOT NULL,
	"metric" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "stats_shop_id_level_t_metric_key_pk" PRIMARY KEY("shop_id","level","t","metric","key")
);
--> statement-breakpoint
CREATE TABLE "stats_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"t" timestamp with time zone NOT NULL,
	"metric" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stats_delta_t_idx" ON "stats_delta" USING btree ("t");--> statement-breakpoint
CREATE INDEX "app_users_shop_expiring_idx" ON "app_users" USING btree ("shop_id","expire_time") WHERE "app_users"."closed_at" is null and "app_users"."permanent" = false;--> statement-breakpoint
CREATE INDEX "app_users_expiring_idx" ON "app_users" USING btree ("expire_time") WHERE "app_users"."closed_at" is null and "app_users"."permanent" = false;--> statement-breakpoint
-- Top stores by revenue over a range: every store's net revenue per currency by time, read without the store first.
CREATE INDEX "stats_net_idx" ON "stats" USING btree ("level", "t") INCLUDE ("shop_id", "key", "n", "amount") WHERE "shop_id" <> 0 AND "metric" = 'net';
--> statement-breakpoint
-- What one row adds to the data centre (see stats in src/db/schema.ts and modules/data/README in docs/architecture.md).
-- Each function is the one definition of its table's figures: the triggers, the rebuild and the recount tests use it.
CREATE FUNCTION stat_rows_order(o orders) RETURNS TABLE (t timestamptz, metric text, key text, n bigint, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.t, x.metric, x.key, x.n, x.amount FROM (VALUES
    (o.created_at, 'orders', o.order_type || '|' || o.order_status || '|' || coalesce(o.pay_method, '-') || '|' || o.currency, 1::bigint, o.order_amount),
    (CASE WHEN o.pay_status IN (2, 3) THEN o.paid_at END, 'paid', o.currency || '|' || o.order_type || '|' || coalesce(o.pay_method, '-'), 1::bigint, o.pay_amount),
    (CASE WHEN o.pay_status = 3 THEN o.refunded_at END, 'refunds', o.currency || '|' || o.order_type || '|' || coalesce(o.pay_method, '-'), 1::bigint, o.pay_amount),
    -- Net revenue per currency alone (payments in, refunds out): what ranks the stores.
    (CASE WHEN o.pay_status IN (2, 3) THEN o.paid_at END, 'net', o.currency::text, 1::bigint, o.pay_amount),
    (CASE WHEN o.pay_status = 3 THEN o.refunded_at END, 'net', o.currency::text, 0::bigint, -o.pay_amount)
  ) x(t, metric, key, n, amount) WHERE x.t IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION stat_rows_app_user(u app_users) RETURNS TABLE (t timestamptz, metric text, key text, n bigint, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.t, x.metric, u.user_type::text, 1::bigint, 0::bigint FROM (VALUES
    (u.created_at, 'accounts', true),
    (timestamptz '1970-01-01 00:00:00+00', 'disabled', u.status = 0),
    (timestamptz '1970-01-01 00:00:00+00', 'bound', u.device_no IS NOT NULL)
  ) x(t, metric, counted) WHERE x.counted AND u.closed_at IS NULL
$$;
--> statement-breakpoint
CREATE FUNCTION stat_rows_device(d shop_devices) RETURNS TABLE (t timestamptz, metric text, key text, n bigint, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.created_at, 'devices'::text, ''::text, 1::bigint, 0::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION stat_rows_shop(s shops) RETURNS TABLE (t timestamptz, metric text, key text, n bigint, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.t, x.metric, ''::text, 1::bigint, x.amount FROM (VALUES
    (s.created_at, 'stores', true, 0::bigint),
    (timestamptz '1970-01-01 00:00:00+00', 'invalid', s.status = 0, 0::bigint),
    (timestamptz '1970-01-01 00:00:00+00', 'cloudBytes', true, s.oss_size)
  ) x(t, metric, counted, amount) WHERE x.counted
$$;
--> statement-breakpoint
-- The triggers: a change takes back what the old row added and adds what the new one does, in the same transaction.
-- Deltas are only appended (no row two payments would both update), and stats_fold() sums them into stats.
CREATE FUNCTION stat_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT OLD.shop_id, r.t, r.metric, r.key, -r.n, -r.amount FROM stat_rows_order(OLD) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT NEW.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM stat_rows_order(NEW) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_app_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT OLD.shop_id, r.t, r.metric, r.key, -r.n, -r.amount FROM stat_rows_app_user(OLD) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT NEW.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM stat_rows_app_user(NEW) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_devices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT OLD.shop_id, r.t, r.metric, r.key, -r.n, -r.amount FROM stat_rows_device(OLD) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT NEW.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM stat_rows_device(NEW) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_shops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT OLD.id, r.t, r.metric, r.key, -r.n, -r.amount FROM stat_rows_shop(OLD) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT NEW.id, r.t, r.metric, r.key, r.n, r.amount FROM stat_rows_shop(NEW) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates fire only when a column the figures read changed (a session's last-seen time does not write deltas).
CREATE TRIGGER stat_orders_ins_del AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION stat_orders_changed();
--> statement-breakpoint
CREATE TRIGGER stat_orders_upd AFTER UPDATE ON orders FOR EACH ROW
WHEN ((OLD.shop_id, OLD.created_at, OLD.order_type, OLD.order_status, OLD.pay_status, OLD.pay_method, OLD.currency, OLD.order_amount, OLD.pay_amount, OLD.paid_at, OLD.refunded_at)
  IS DISTINCT FROM (NEW.shop_id, NEW.created_at, NEW.order_type, NEW.order_status, NEW.pay_status, NEW.pay_method, NEW.currency, NEW.order_amount, NEW.pay_amount, NEW.paid_at, NEW.refunded_at))
EXECUTE FUNCTION stat_orders_changed();
--> statement-breakpoint
CREATE TRIGGER stat_app_users_ins_del AFTER INSERT OR DELETE ON app_users FOR EACH ROW EXECUTE FUNCTION stat_app_users_changed();
--> statement-breakpoint
CREATE TRIGGER stat_app_users_upd AFTER UPDATE ON app_users FOR EACH ROW
WHEN ((OLD.shop_id, OLD.created_at, OLD.user_type, OLD.status, OLD.closed_at, OLD.device_no IS NULL)
  IS DISTINCT FROM (NEW.shop_id, NEW.created_at, NEW.user_type, NEW.status, NEW.closed_at, NEW.device_no IS NULL))
EXECUTE FUNCTION stat_app_users_changed();
--> statement-breakpoint
CREATE TRIGGER stat_devices_ins_del AFTER INSERT OR DELETE ON shop_devices FOR EACH ROW EXECUTE FUNCTION stat_devices_changed();
--> statement-breakpoint
CREATE TRIGGER stat_devices_upd AFTER UPDATE ON shop_devices FOR EACH ROW
WHEN ((OLD.shop_id, OLD.created_at) IS DISTINCT FROM (NEW.shop_id, NEW.created_at))
EXECUTE FUNCTION stat_devices_changed();
--> statement-breakpoint
CREATE TRIGGER stat_shops_ins_del AFTER INSERT OR DELETE ON shops FOR EACH ROW EXECUTE FUNCTION stat_shops_changed();
--> statement-breakpoint
CREATE TRIGGER stat_shops_upd AFTER UPDATE ON shops FOR EACH ROW
WHEN ((OLD.created_at, OLD.status, OLD.oss_size) IS DISTINCT FROM (NEW.created_at, NEW.status, NEW.oss_size))
EXECUTE FUNCTION stat_shops_changed();
--> statement-breakpoint
-- Folds up to `batch` deltas into stats (for the store and the platform, at every level) in one transaction;
-- one instance folds at a time (the others skip: -1). Answers how many deltas it moved.
CREATE FUNCTION stats_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
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
    CROSS JOIN LATERAL (VALUES (d.shop_id), (0)) s(shop_id)
    CROSS JOIN LATERAL (VALUES
      (0::smallint, date_bin('15 minutes', d.t, timestamptz '2000-01-01 00:00:00+00')),
      (1::smallint, date_trunc('day', d.t, 'UTC')),
      (2::smallint, date_trunc('month', d.t, 'UTC')),
      (3::smallint, date_trunc('week', d.t, 'UTC')),
      (4::smallint, date_trunc('hour', d.t, 'UTC'))) lv(level, t)
    -- Hours only for the platform: a store's hours would be nearly as many rows as its orders.
    WHERE lv.level <> 4 OR s.shop_id = 0
    GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    -- The platform's days (100 + h) and months (200 + h) of every whole-hour offset h from UTC (but UTC's own).
    SELECT 0, lv.level, lv.t, d.metric, d.key, sum(d.n)::bigint, sum(d.amount)::bigint
    FROM d
    CROSS JOIN generate_series(-12, 14) h
    CROSS JOIN LATERAL (VALUES
      ((100 + h)::smallint, date_trunc('day', d.t + make_interval(hours => h), 'UTC') - make_interval(hours => h)),
      ((200 + h)::smallint, date_trunc('month', d.t + make_interval(hours => h), 'UTC') - make_interval(hours => h))) lv(level, t)
    WHERE h <> 0
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
-- The rows that exist before this migration (demo data, an upgraded database) are counted once here.
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT o.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM orders o CROSS JOIN LATERAL stat_rows_order(o) r;
--> statement-breakpoint
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT u.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM app_users u CROSS JOIN LATERAL stat_rows_app_user(u) r;
--> statement-breakpoint
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT d.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM shop_devices d CROSS JOIN LATERAL stat_rows_device(d) r;
--> statement-breakpoint
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT s.id, r.t, r.metric, r.key, r.n, r.amount FROM shops s CROSS JOIN LATERAL stat_rows_shop(s) r;
