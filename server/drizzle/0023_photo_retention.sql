ALTER TABLE "analyses" ADD COLUMN "photos_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "photo_retention_months" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "analyses_retention_idx" ON "analyses" USING btree ("shop_id","analysed_at","id") WHERE "analyses"."images" <> '[]'::jsonb;