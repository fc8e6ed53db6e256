ALTER TABLE "accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";