CREATE TABLE "consent_texts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer,
	"language" varchar(8) NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"saved_by_id" integer,
	"saved_by_name" varchar(64),
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_texts_number_uq" UNIQUE NULLS NOT DISTINCT("shop_id","language","number")
);
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD COLUMN "text_id" bigint;--> statement-breakpoint
ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (not in the Drizzle schema: db/schema.ts imports no module's table): a consent names the text she
-- was shown; consent texts are never deleted.
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "consent_texts"("id");
