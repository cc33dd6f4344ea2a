ALTER TABLE "whitelabels" ADD COLUMN "pending_domain" text;--> statement-breakpoint
ALTER TABLE "whitelabels" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "own_whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_own_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("own_whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entities_own_whitelabel_key" ON "entities" USING btree ("own_whitelabel_id") WHERE "entities"."own_whitelabel_id" is not null;