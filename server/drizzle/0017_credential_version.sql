ALTER TABLE "accounts" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;