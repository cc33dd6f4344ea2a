CREATE TABLE "scanner_targets" (
	"host" text PRIMARY KEY NOT NULL,
	"last_scan_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid,
	"website_id" uuid,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"port" integer,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	"grade" text,
	"score" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"token_hash" text,
	"notified_at" timestamp with time zone,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"display_host" text NOT NULL,
	"port" integer,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verification_method" text,
	"schedule" text DEFAULT 'weekly' NOT NULL,
	"next_scan_at" timestamp with time zone,
	"email_domain" text,
	"subdomains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dkim_selectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_website_idx" ON "scans" USING btree ("whitelabel_id","website_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_entity_idx" ON "scans" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_status_idx" ON "scans" USING btree ("status","touched_at");--> statement-breakpoint
CREATE INDEX "scans_public_idx" ON "scans" USING btree ("whitelabel_id","url","created_at") WHERE "scans"."trigger" = 'public';--> statement-breakpoint
CREATE UNIQUE INDEX "scans_active_website_key" ON "scans" USING btree ("website_id") WHERE "scans"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "websites_entity_host_key" ON "websites" USING btree ("whitelabel_id","entity_id","host",coalesce("port", 0));--> statement-breakpoint
CREATE INDEX "websites_entity_idx" ON "websites" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "websites_next_scan_idx" ON "websites" USING btree ("next_scan_at") WHERE "websites"."schedule" <> 'off';--> statement-breakpoint
-- The scanners' permissions (contract/constants.ts), granted to the roles that exist by their slug
-- as contract/features.ts grants them to new ones: owners and managers both, reports viewers view.
INSERT INTO "permissions" ("slug") VALUES ('view-scanners'), ('manage-scanners') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_slug")
SELECT "roles"."id", p."slug" FROM "roles" CROSS JOIN (VALUES ('view-scanners'), ('manage-scanners')) AS p("slug")
WHERE "roles"."slug" IN ('owner', 'manager')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_slug")
SELECT "roles"."id", 'view-scanners' FROM "roles" WHERE "roles"."slug" = 'reports-viewer'
ON CONFLICT DO NOTHING;
