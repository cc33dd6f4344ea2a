-- an implemented requirement is ready with valid evidence, or with a recorded reason why it needs none (who and when kept with it)
ALTER TABLE "compliance_requirement_statuses" ADD COLUMN "no_evidence_reason" text;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD COLUMN "no_evidence_by" uuid;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD COLUMN "no_evidence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_requirement_statuses" ADD CONSTRAINT "compliance_requirement_statuses_no_evidence_by_users_id_fk" FOREIGN KEY ("no_evidence_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
