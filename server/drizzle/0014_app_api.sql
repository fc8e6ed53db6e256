CREATE TABLE "app_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"app_user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"device_no" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"owner" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"part" varchar(16) NOT NULL,
	"version" bigint NOT NULL,
	"tx" bigint NOT NULL,
	CONSTRAINT "content_versions_owner_language_part_pk" PRIMARY KEY("owner","language","part")
);
--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "last_login_device_no" varchar(64);--> statement-breakpoint
ALTER TABLE "shop_devices" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_sessions_token_uq" ON "app_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "app_sessions_user_idx" ON "app_sessions" USING btree ("app_user_id") WHERE "app_sessions"."revoked_at" is null;--> statement-breakpoint
-- The app's content feed: which parts of a store's (or the platform's, owner 0) content changed, as versions
-- (see content_versions in src/db/schema.ts, and docs/app-api.md "Caching"). Every change of a row the feed shows
-- sets its part's version to the next value of content_version_seq, in the changing transaction; a transaction
-- that changes many rows of one part writes its row once (tx), so a 5,000-label import is one update, not 5,000.
CREATE SEQUENCE "content_version_seq";
--> statement-breakpoint
CREATE FUNCTION content_bump(p_owner integer, p_language text, p_part text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO content_versions AS c (owner, language, part, version, tx)
  VALUES (p_owner, p_language, p_part, nextval('content_version_seq'), txid_current())
  ON CONFLICT (owner, language, part) DO UPDATE SET version = excluded.version, tx = excluded.tx
  WHERE c.tx <> excluded.tx
$$;
--> statement-breakpoint
CREATE FUNCTION content_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM content_bump(coalesce(OLD.shop_id, 0), OLD.language, 'labels'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM content_bump(coalesce(NEW.shop_id, 0), NEW.language, 'labels'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION content_scripts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM content_bump(coalesce(OLD.shop_id, 0), OLD.language, 'scripts'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM content_bump(coalesce(NEW.shop_id, 0), NEW.language, 'scripts'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Content in a language (adverts, complaint types): part 'content' of that language.
CREATE FUNCTION content_in_language_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM content_bump(coalesce(OLD.shop_id, 0), OLD.language, 'content'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM content_bump(coalesce(NEW.shop_id, 0), NEW.language, 'content'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Content without a language (programme types, programmes and their symptoms, cases): part 'content' of '*'.
CREATE FUNCTION content_any_language_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM content_bump(coalesce(OLD.shop_id, 0), '*', 'content'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM content_bump(coalesce(NEW.shop_id, 0), '*', 'content'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only enabled adverts are served: one that is off before and after a change does not change the feed.
CREATE FUNCTION content_adverts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.enabled THEN PERFORM content_bump(coalesce(OLD.shop_id, 0), OLD.language, 'content'); END IF;
  IF TG_OP <> 'DELETE' AND NEW.enabled THEN PERFORM content_bump(coalesce(NEW.shop_id, 0), NEW.language, 'content'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Complaint content has its language through its type.
CREATE FUNCTION content_complaints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o integer; l text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(t.shop_id, 0), t.language INTO o, l FROM complain_types t WHERE t.id = OLD.type_id;
    IF FOUND THEN PERFORM content_bump(o, l, 'content'); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(t.shop_id, 0), t.language INTO o, l FROM complain_types t WHERE t.id = NEW.type_id;
    IF FOUND THEN PERFORM content_bump(o, l, 'content'); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers: inserts and deletes always; updates only when a column the feed shows changed (created_at
-- orders programmes and cases; updated_at, which a save without changes still writes, is not shown).
CREATE TRIGGER content_labels_ins_del AFTER INSERT OR DELETE ON symptom_labels FOR EACH ROW EXECUTE FUNCTION content_labels_changed();
--> statement-breakpoint
CREATE TRIGGER content_labels_upd AFTER UPDATE ON symptom_labels FOR EACH ROW
WHEN ((OLD.shop_id, OLD.language, OLD.parent_id, OLD.name, OLD.symptom_key, OLD.mild_color, OLD.moderate_color, OLD.severe_color, OLD.description, OLD.formation_reason, OLD.care_suggestions, OLD.sort)
  IS DISTINCT FROM (NEW.shop_id, NEW.language, NEW.parent_id, NEW.name, NEW.symptom_key, NEW.mild_color, NEW.moderate_color, NEW.severe_color, NEW.description, NEW.formation_reason, NEW.care_suggestions, NEW.sort))
EXECUTE FUNCTION content_labels_changed();
--> statement-breakpoint
CREATE TRIGGER content_scripts_ins_del AFTER INSERT OR DELETE ON symptom_descs FOR EACH ROW EXECUTE FUNCTION content_scripts_changed();
--> statement-breakpoint
CREATE TRIGGER content_scripts_upd AFTER UPDATE ON symptom_descs FOR EACH ROW
WHEN ((OLD.shop_id, OLD.language, OLD.symptom_key, OLD.degree, OLD.content, OLD.image1, OLD.image2)
  IS DISTINCT FROM (NEW.shop_id, NEW.language, NEW.symptom_key, NEW.degree, NEW.content, NEW.image1, NEW.image2))
EXECUTE FUNCTION content_scripts_changed();
--> statement-breakpoint
CREATE TRIGGER content_product_types_ins_del AFTER INSERT OR DELETE ON product_types FOR EACH ROW EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_product_types_upd AFTER UPDATE ON product_types FOR EACH ROW
WHEN ((OLD.shop_id, OLD.name, OLD.sort) IS DISTINCT FROM (NEW.shop_id, NEW.name, NEW.sort))
EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_products_ins_del AFTER INSERT OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_products_upd AFTER UPDATE ON products FOR EACH ROW
WHEN ((OLD.shop_id, OLD.type_id, OLD.name, OLD.image, OLD.link, OLD.advantages, OLD.created_at)
  IS DISTINCT FROM (NEW.shop_id, NEW.type_id, NEW.name, NEW.image, NEW.link, NEW.advantages, NEW.created_at))
EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_product_symptoms_ins_del AFTER INSERT OR DELETE ON product_symptoms FOR EACH ROW EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_product_symptoms_upd AFTER UPDATE ON product_symptoms FOR EACH ROW
WHEN ((OLD.shop_id, OLD.product_id, OLD.symptom_key, OLD.degree, OLD.sort) IS DISTINCT FROM (NEW.shop_id, NEW.product_id, NEW.symptom_key, NEW.degree, NEW.sort))
EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_cases_ins_del AFTER INSERT OR DELETE ON treatment_cases FOR EACH ROW EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_cases_upd AFTER UPDATE ON treatment_cases FOR EACH ROW
WHEN ((OLD.shop_id, OLD.description, OLD.symptom_key, OLD.before_image, OLD.after_image, OLD.cycle_months, OLD.created_at)
  IS DISTINCT FROM (NEW.shop_id, NEW.description, NEW.symptom_key, NEW.before_image, NEW.after_image, NEW.cycle_months, NEW.created_at))
EXECUTE FUNCTION content_any_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_adverts_ins_del AFTER INSERT OR DELETE ON ad_infos FOR EACH ROW EXECUTE FUNCTION content_adverts_changed();
--> statement-breakpoint
CREATE TRIGGER content_adverts_upd AFTER UPDATE ON ad_infos FOR EACH ROW
WHEN ((OLD.shop_id, OLD.language, OLD.type, OLD.title, OLD.image, OLD.link, OLD.enabled, OLD.sort)
  IS DISTINCT FROM (NEW.shop_id, NEW.language, NEW.type, NEW.title, NEW.image, NEW.link, NEW.enabled, NEW.sort))
EXECUTE FUNCTION content_adverts_changed();
--> statement-breakpoint
CREATE TRIGGER content_complaint_types_ins_del AFTER INSERT OR DELETE ON complain_types FOR EACH ROW EXECUTE FUNCTION content_in_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_complaint_types_upd AFTER UPDATE ON complain_types FOR EACH ROW
WHEN ((OLD.shop_id, OLD.language, OLD.name, OLD.sort) IS DISTINCT FROM (NEW.shop_id, NEW.language, NEW.name, NEW.sort))
EXECUTE FUNCTION content_in_language_changed();
--> statement-breakpoint
CREATE TRIGGER content_complaints_ins_del AFTER INSERT OR DELETE ON complain_infos FOR EACH ROW EXECUTE FUNCTION content_complaints_changed();
--> statement-breakpoint
CREATE TRIGGER content_complaints_upd AFTER UPDATE ON complain_infos FOR EACH ROW
WHEN ((OLD.type_id, OLD.content, OLD.sort) IS DISTINCT FROM (NEW.type_id, NEW.content, NEW.sort))
EXECUTE FUNCTION content_complaints_changed();
