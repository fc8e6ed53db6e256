-- The data centre's new customers (cuNew) counted per statement, not per row (docs/decisions.md "The data path past
-- one machine"): a row trigger of a statement writing several analyses of one customer (the demo seed links her
-- visits in one UPDATE; a DELETE may take several) sees the statement's other rows already written, so her first
-- day was counted out where it never was and the figures drifted from the rows. The visits (cuVisits) stay per row.
CREATE OR REPLACE FUNCTION stat_customer_visit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
      VALUES (OLD.shop_id, OLD.analysed_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', -1, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
      VALUES (NEW.shop_id, NEW.analysed_day::timestamp AT TIME ZONE 'UTC', 'cuVisits', '', 1, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Once per statement: for each customer whose analyses it changed (her old rows `o`, her new rows `n`), her first
-- day before the statement (the rows now but its new ones, with its old ones) and after it (the rows now). Her
-- customers row is locked first (in id order), so two statements recording analyses of hers at once count her once.
CREATE FUNCTION stat_customer_first_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o analyses[] := '{}';
  n analyses[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(r), '{}') INTO n FROM new_rows r WHERE r.customer_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(r), '{}') INTO o FROM old_rows r WHERE r.customer_id IS NOT NULL;
  ELSE
    SELECT coalesce(array_agg(x) FILTER (WHERE x.customer_id IS NOT NULL), '{}'),
           coalesce(array_agg(y) FILTER (WHERE y.customer_id IS NOT NULL), '{}')
      INTO o, n
      FROM old_rows x JOIN new_rows y ON y.id = x.id
     WHERE (x.shop_id, x.customer_id, x.analysed_day) IS DISTINCT FROM (y.shop_id, y.customer_id, y.analysed_day);
  END IF;
  IF cardinality(o) = 0 AND cardinality(n) = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM customers
   WHERE id IN (SELECT r.customer_id FROM unnest(o || n) r) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
  SELECT c.shop_id, d.day::timestamp AT TIME ZONE 'UTC', 'cuNew', '', d.n, 0
    FROM (SELECT DISTINCT r.shop_id, r.customer_id FROM unnest(o || n) r) c
    CROSS JOIN LATERAL (
      SELECT min(a.analysed_day) AS day FROM analyses a
       WHERE a.shop_id = c.shop_id AND a.customer_id = c.customer_id) later
    CROSS JOIN LATERAL (
      SELECT least(
        (SELECT min(a.analysed_day) FROM analyses a
          WHERE a.shop_id = c.shop_id AND a.customer_id = c.customer_id
            AND a.id <> ALL (ARRAY(SELECT r.id FROM unnest(n) r))),
        (SELECT min(r.analysed_day) FROM unnest(o) r
          WHERE r.shop_id = c.shop_id AND r.customer_id = c.customer_id)) AS day) earlier
    CROSS JOIN LATERAL (VALUES (earlier.day, -1), (later.day, 1)) d(day, n)
   WHERE earlier.day IS DISTINCT FROM later.day AND d.day IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_customer_first_ins AFTER INSERT ON analyses REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION stat_customer_first_changed();
--> statement-breakpoint
CREATE TRIGGER stat_customer_first_del AFTER DELETE ON analyses REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION stat_customer_first_changed();
--> statement-breakpoint
CREATE TRIGGER stat_customer_first_upd AFTER UPDATE ON analyses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION stat_customer_first_changed();
--> statement-breakpoint
-- The new customers counted again from the rows (what the rebuild counts), for a database the old trigger counted.
DELETE FROM stats WHERE metric = 'cuNew';
--> statement-breakpoint
DELETE FROM stats_delta WHERE metric = 'cuNew';
--> statement-breakpoint
INSERT INTO stats_delta (shop_id, t, metric, key, n, amount)
SELECT shop_id, first_day::timestamp AT TIME ZONE 'UTC', 'cuNew', '', count(*), 0
  FROM (SELECT shop_id, customer_id, min(analysed_day) AS first_day FROM analyses
         WHERE customer_id IS NOT NULL GROUP BY 1, 2) f GROUP BY 1, 2;
