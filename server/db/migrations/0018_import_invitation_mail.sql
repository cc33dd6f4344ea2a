ALTER TABLE "invitations" ADD COLUMN "mailing_id" uuid;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "send_invitations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "invitations_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invitations_mailing_idx" ON "invitations" USING btree ("mailing_id") WHERE "invitations"."mailing_id" is not null;--> statement-breakpoint
-- imports made before this migration e-mailed nobody
UPDATE "member_imports" SET "send_invitations" = false;