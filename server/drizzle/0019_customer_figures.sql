CREATE INDEX "analyses_customer_day_idx" ON "analyses" USING btree ("shop_id","analysed_day","customer_id","analysed_at","id") WHERE "analyses"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "analyses_day_customer_idx" ON "analyses" USING btree ("analysed_day","customer_id","analysed_at","id") WHERE "analyses"."customer_id" is not null;--> statement-breakpoint
-- The data centre's customer figures that add across days (docs/decisions.md "Customer figures"): cuVisits, the
-- analyses made for a customer, on the analysis's day; cuNew, each customer once, on the day of her first visit
-- (her earliest analysis's day). Daily figures like the analyses' (days and months only).
CREATE OR REPLACE FUNCTION stat_daily(metric text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT metric IN ('analyses', 'anDevices', 'symptoms', 'cuNew', 'cuVisits')
$$;
--> statement-breakpoint
-- For each customer a change of an analysis touches (its old and its new one): her visit counted out and in, and
-- her first day before and after the change (the other analyses' earliest day, by analyses_customer_time_idx:
-- her own rows only). Her customers row is locked first, so two analyses of hers recorded at once count her once.
CREATE FUNCTION stat_customer_visit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_shop integer; o_cust bigint; o_day date; n_shop integer; n_cust bigint; n_day date;
  c record; others date; before date; after date;
BEGIN
  IF TG_OP <> 'INSERT' THEN o_shop := OLD.shop_id; o_cust := OLD.customer_id; o_day := OLD.analysed_day; END IF;
  IF TG_OP <> 'DELETE' THEN n_shop := NEW.shop_id; n_cust := NEW.customer_id; n_day := NEW.analysed_day; END IF;
  IF o_cust IS NOT NULL THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
      VALUES (o_shop, o_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', -1, 0);
  END IF;
  IF n_cust IS NOT NULL THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
      VALUES (n_shop, n_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', 1, 0);
  END IF;
  FOR c IN SELECT DISTINCT x.shop_id, x.cust FROM (VALUES (o_shop, o_cust), (n_shop, n_cust)) x(shop_id, cust)
            WHERE x.cust IS NOT NULL LOOP
    PERFORM 1 FROM customers WHERE id = c.cust FOR NO KEY UPDATE;
    SELECT min(a.analysed_day) INTO others FROM analyses a
     WHERE a.shop_id = c.shop_id AND a.customer_id = c.cust
       AND a.id <> COALESCE(CASE WHEN TG_OP = 'INSERT' THEN NEW.id ELSE OLD.id END, -1);
    before := least(others, CASE WHEN o_cust = c.cust AND o_shop = c.shop_id THEN o_day END);
    after := least(others, CASE WHEN n_cust = c.cust AND n_shop = c.shop_id THEN n_day END);
    IF before IS DISTINCT FROM after THEN
      IF before IS NOT NULL THEN
        INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
          VALUES (c.shop_id, before::timestamp AT TIME ZONE 'UTC', 'cuNew', '', -1, 0);
      END IF;
      IF after IS NOT NULL THEN
        INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
          VALUES (c.shop_id, after::timestamp AT TIME ZONE 'UTC', 'cuNew', '', 1, 0);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_customer_visit_ins AFTER INSERT ON analyses FOR EACH ROW
WHEN (NEW.customer_id IS NOT NULL) EXECUTE FUNCTION stat_customer_visit_changed();
--> statement-breakpoint
CREATE TRIGGER stat_customer_visit_del AFTER DELETE ON analyses FOR EACH ROW
WHEN (OLD.customer_id IS NOT NULL) EXECUTE FUNCTION stat_customer_visit_changed();
--> statement-breakpoint
CREATE TRIGGER stat_customer_visit_upd AFTER UPDATE ON analyses FOR EACH ROW
WHEN ((OLD.shop_id, OLD.customer_id, OLD.analysed_day) IS DISTINCT FROM (NEW.shop_id, NEW.customer_id, NEW.analysed_day))
EXECUTE FUNCTION stat_customer_visit_changed();
--> statement-breakpoint
-- What the customer figures hold now (analyses recorded before this migration), as the trigger would have written.
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
SELECT shop_id, analysed_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', count(*), 0
  FROM analyses WHERE customer_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
SELECT shop_id, first_day::timestamp AT TIME ZONE 'UTC', 'cuNew', '', count(*), 0
  FROM (SELECT shop_id, customer_id, min(analysed_day) AS first_day FROM analyses
         WHERE customer_id IS NOT NULL GROUP BY 1, 2) f GROUP BY 1, 2;
