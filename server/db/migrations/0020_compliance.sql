CREATE TABLE "compliance_adoptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"framework_slug" text NOT NULL,
	"framework_version" text NOT NULL,
	"adopted_by" uuid,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"requirement_id" text,
	"framework_slug" text,
	"evidence_id" uuid,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"sha256" text,
	"valid_until" date,
	"expiry_recorded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_evidence_links" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"requirement_id" text NOT NULL,
	"linked_by" uuid,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_evidence_links_evidence_id_requirement_id_pk" PRIMARY KEY("evidence_id","requirement_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_frameworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"version" text NOT NULL,
	"requirement_count" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_readiness_snapshots" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"framework_slug" text NOT NULL,
	"day" date NOT NULL,
	"applicable" integer NOT NULL,
	"ready" integer NOT NULL,
	"covered" integer NOT NULL,
	"needs_review" integer NOT NULL,
	"percent" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_readiness_snapshots_whitelabel_id_entity_id_framework_slug_day_pk" PRIMARY KEY("whitelabel_id","entity_id","framework_slug","day")
);
--> statement-breakpoint
CREATE TABLE "compliance_requirement_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"requirement_id" text NOT NULL,
	"framework_slug" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"justification" text,
	"owner_id" uuid,
	"due_date" date,
	"review_date" date,
	"notes" text,
	"due_reminded_for" date,
	"review_reminded_for" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_adoptions" ADD CONSTRAINT "compliance_adoptions_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_adoptions" ADD CONSTRAINT "compliance_adoptions_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_adoptions" ADD CONSTRAINT "compliance_adoptions_adopted_by_users_id_fk" FOREIGN KEY ("adopted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audit_events" ADD CONSTRAINT "compliance_audit_events_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audit_events" ADD CONSTRAINT "compliance_audit_events_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audit_events" ADD CONSTRAINT "compliance_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence_links" ADD CONSTRAINT "compliance_evidence_links_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence_links" ADD CONSTRAINT "compliance_evidence_links_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence_links" ADD CONSTRAINT "compliance_evidence_links_evidence_id_compliance_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."compliance_evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence_links" ADD CONSTRAINT "compliance_evidence_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_frameworks" ADD CONSTRAINT "compliance_frameworks_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_frameworks" ADD CONSTRAINT "compliance_frameworks_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_frameworks" ADD CONSTRAINT "compliance_frameworks_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_readiness_snapshots" ADD CONSTRAINT "compliance_readiness_snapshots_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_readiness_snapshots" ADD CONSTRAINT "compliance_readiness_snapshots_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD CONSTRAINT "compliance_requirement_statuses_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD CONSTRAINT "compliance_requirement_statuses_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD CONSTRAINT "compliance_requirement_statuses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD CONSTRAINT "compliance_requirement_statuses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_adoptions_key" ON "compliance_adoptions" USING btree ("whitelabel_id","entity_id","framework_slug");--> statement-breakpoint
CREATE INDEX "compliance_audit_entity_idx" ON "compliance_audit_events" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_audit_requirement_idx" ON "compliance_audit_events" USING btree ("whitelabel_id","entity_id","requirement_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_evidence_entity_idx" ON "compliance_evidence" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_evidence_expiry_idx" ON "compliance_evidence" USING btree ("valid_until") WHERE "compliance_evidence"."expiry_recorded_at" is null;--> statement-breakpoint
CREATE INDEX "compliance_links_requirement_idx" ON "compliance_evidence_links" USING btree ("whitelabel_id","entity_id","requirement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_frameworks_key" ON "compliance_frameworks" USING btree ("whitelabel_id","entity_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_statuses_key" ON "compliance_requirement_statuses" USING btree ("whitelabel_id","entity_id","requirement_id");--> statement-breakpoint
CREATE INDEX "compliance_statuses_framework_idx" ON "compliance_requirement_statuses" USING btree ("whitelabel_id","entity_id","framework_slug");--> statement-breakpoint
CREATE INDEX "compliance_statuses_due_idx" ON "compliance_requirement_statuses" USING btree ("due_date") WHERE "compliance_requirement_statuses"."owner_id" is not null and "compliance_requirement_statuses"."status" in ('not_started', 'in_progress');--> statement-breakpoint
CREATE INDEX "compliance_statuses_review_idx" ON "compliance_requirement_statuses" USING btree ("review_date") WHERE "compliance_requirement_statuses"."owner_id" is not null;--> statement-breakpoint
-- The compliance permissions (contract/constants.ts), granted to the roles that exist by their slug
-- as contract/features.ts grants them to new ones: owners and managers both, reports viewers view.
INSERT INTO "permissions" ("slug") VALUES ('view-compliance'), ('manage-compliance') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_slug")
SELECT "roles"."id", p."slug" FROM "roles" CROSS JOIN (VALUES ('view-compliance'), ('manage-compliance')) AS p("slug")
WHERE "roles"."slug" IN ('owner', 'manager')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_slug")
SELECT "roles"."id", 'view-compliance' FROM "roles" WHERE "roles"."slug" = 'reports-viewer'
ON CONFLICT DO NOTHING;
