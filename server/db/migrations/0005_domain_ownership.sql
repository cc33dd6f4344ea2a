ALTER TABLE "entities" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "domain_verification" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "domain_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "entities_verified_domain_key" ON "entities" USING btree ("whitelabel_id",lower("domain")) WHERE "entities"."domain_verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_requests_pending_user_key" ON "entry_requests" USING btree ("user_id") WHERE "entry_requests"."status" = 'pending';--> statement-breakpoint
-- People waiting for approval are not members until a manager approves them.
DELETE FROM "user_entities" ue USING "entry_requests" er WHERE er."user_id" = ue."user_id" AND er."entity_id" = ue."entity_id" AND er."status" = 'pending';--> statement-breakpoint
UPDATE "users" SET "active_entity_id" = NULL WHERE "pending_approval" = true;
