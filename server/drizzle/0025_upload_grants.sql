CREATE TABLE "upload_grants" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "upload_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"device_no" varchar(64) NOT NULL,
	"key" varchar(300) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_grants_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_grants_shop_key_uq" ON "upload_grants" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_idx" ON "upload_grants" USING btree ("expires_at");