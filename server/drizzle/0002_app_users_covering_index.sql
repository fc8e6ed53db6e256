DROP INDEX "app_users_shop_created_idx";--> statement-breakpoint
DROP INDEX "app_users_shop_expire_idx";--> statement-breakpoint
CREATE INDEX "app_users_shop_created_idx" ON "app_users" USING btree ("shop_id","created_at","id","user_type","status","permanent","expire_time","closed_at","user_name","mobile","device_no");--> statement-breakpoint
CREATE INDEX "app_users_shop_expire_idx" ON "app_users" USING btree ("shop_id","expire_time","id");