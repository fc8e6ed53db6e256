CREATE TABLE "analyses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"device_no" varchar(64) NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL,
	"analysed_day" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_count" smallint NOT NULL,
	"symptoms" jsonb NOT NULL,
	"images" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_symptoms" (
	"analysis_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"symptom_key" varchar(48) NOT NULL,
	"degree" smallint NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analysis_symptoms_analysis_id_symptom_key_pk" PRIMARY KEY("analysis_id","symptom_key")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_symptoms" ADD CONSTRAINT "analysis_symptoms_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_client_uq" ON "analyses" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "analyses_shop_time_idx" ON "analyses" USING btree ("shop_id","analysed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analyses_device_time_idx" ON "analyses" USING btree ("shop_id","device_no","analysed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analyses_user_time_idx" ON "analyses" USING btree ("user_id","analysed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analysis_symptoms_key_idx" ON "analysis_symptoms" USING btree ("shop_id","symptom_key","analysed_at" DESC NULLS LAST,"analysis_id" DESC NULLS LAST,"degree");--> statement-breakpoint
CREATE INDEX "analysis_symptoms_degree_idx" ON "analysis_symptoms" USING btree ("shop_id","degree","analysed_at" DESC NULLS LAST,"analysis_id" DESC NULLS LAST);--> statement-breakpoint
-- The data centre's analyses (see stats in src/db/schema.ts). An analysis counts on its day on the device's own
-- clock (analysed_day), so its figures need no finer level than the day: they are kept at days and months only
-- (stat_daily; a week is read as its days), for the store and the platform, and per device for the store only. The one definition of
-- what an analysis adds: the trigger, the rebuild and the recount tests use it.
CREATE FUNCTION stat_daily(metric text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT metric IN ('analyses', 'anDevices', 'symptoms')
$$;
--> statement-breakpoint
CREATE FUNCTION stat_rows_analysis(a analyses) RETURNS TABLE (t timestamptz, metric text, key text, n bigint, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  -- One SELECT over two arrays (metric, key), no UNION: PGlite's planner fails on a UNION inlined here.
  SELECT a.analysed_day::timestamp AT TIME ZONE 'UTC', m.metric, m.key, 1::bigint, 0::bigint
    FROM unnest(
      ARRAY['analyses', 'anDevices']::text[] || array_fill('symptoms'::text, ARRAY[jsonb_array_length(a.symptoms)]),
      ARRAY[a.user_type::text, a.device_no::text]
        || ARRAY(SELECT (s.v ->> 'k') || '|' || (s.v ->> 'd') FROM jsonb_array_elements(a.symptoms) WITH ORDINALITY s(v, i) ORDER BY s.i)
    ) m(metric, key)
$$;
--> statement-breakpoint
CREATE FUNCTION stat_analyses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT OLD.shop_id, r.t, r.metric, r.key, -r.n, -r.amount FROM stat_rows_analysis(OLD) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_delta (shop_id, t, metric, key, n, amount) SELECT NEW.shop_id, r.t, r.metric, r.key, r.n, r.amount FROM stat_rows_analysis(NEW) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_analyses_ins_del AFTER INSERT OR DELETE ON analyses FOR EACH ROW EXECUTE FUNCTION stat_analyses_changed();
--> statement-breakpoint
CREATE TRIGGER stat_analyses_upd AFTER UPDATE ON analyses FOR EACH ROW
WHEN ((OLD.shop_id, OLD.analysed_day, OLD.user_type, OLD.device_no, OLD.symptoms)
  IS DISTINCT FROM (NEW.shop_id, NEW.analysed_day, NEW.user_type, NEW.device_no, NEW.symptoms))
EXECUTE FUNCTION stat_analyses_changed();
--> statement-breakpoint
-- stats_fold() of 0011, with the daily figures folded into days and months only (anDevices: the stores' rows only).
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
    CROSS JOIN LATERAL (VALUES (d.shop_id), (0)) s(shop_id)
    CROSS JOIN LATERAL (VALUES
      (0::smallint, date_bin('15 minutes', d.t, timestamptz '2000-01-01 00:00:00+00')),
      (1::smallint, date_trunc('day', d.t, 'UTC')),
      (2::smallint, date_trunc('month', d.t, 'UTC')),
      (3::smallint, date_trunc('week', d.t, 'UTC')),
      (4::smallint, date_trunc('hour', d.t, 'UTC'))) lv(level, t)
    -- Hours only for the platform: a store's hours would be nearly as many rows as its orders.
    WHERE (lv.level <> 4 OR s.shop_id = 0)
      AND (NOT stat_daily(d.metric) OR (lv.level IN (1, 2) AND (s.shop_id <> 0 OR d.metric <> 'anDevices')))
    GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    -- The platform's days (100 + h) and months (200 + h) of every whole-hour offset h from UTC (but UTC's own).
    SELECT 0, lv.level, lv.t, d.metric, d.key, sum(d.n)::bigint, sum(d.amount)::bigint
    FROM d
    CROSS JOIN generate_series(-12, 14) h
    CROSS JOIN LATERAL (VALUES
      ((100 + h)::smallint, date_trunc('day', d.t + make_interval(hours => h), 'UTC') - make_interval(hours => h)),
      ((200 + h)::smallint, date_trunc('month', d.t + make_interval(hours => h), 'UTC') - make_interval(hours => h))) lv(level, t)
    WHERE h <> 0 AND NOT stat_daily(d.metric)
    GROUP BY 1, 2, 3, 4, 5
  ), ins AS (
    INSERT INTO stats AS x (shop_id, level, t, metric, key, n, amount)
    SELECT * FROM g ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (shop_id, level, t, metric, key) DO UPDATE SET n = x.n + excluded.n, amount = x.amount + excluded.amount
  )
  SELECT c.moved INTO moved FROM c;
  RETURN moved;
END $$;
