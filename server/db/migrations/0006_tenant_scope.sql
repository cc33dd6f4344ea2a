-- Every table of tenant data carries its tenant (see the decision record "one tenant scope").
-- The column starts nullable, is filled from the owning user's tenant (challenge attempts from
-- their enrolment's), and only then becomes NOT NULL, so a database with rows migrates.
DROP INDEX "entry_requests_entity_idx";--> statement-breakpoint
DROP INDEX "entry_requests_pending_user_key";--> statement-breakpoint
DROP INDEX "federated_identities_key";--> statement-breakpoint
DROP INDEX "federated_identities_user_idx";--> statement-breakpoint
DROP INDEX "refresh_tokens_family_idx";--> statement-breakpoint
DROP INDEX "user_entities_key";--> statement-breakpoint
DROP INDEX "user_entities_entity_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "awarded_badges_key";--> statement-breakpoint
DROP INDEX "challenge_attempts_enrollment_idx";--> statement-breakpoint
DROP INDEX "enrollments_user_course_key";--> statement-breakpoint
DROP INDEX "enrollments_course_idx";--> statement-breakpoint
DROP INDEX "program_enrollments_key";--> statement-breakpoint
DROP INDEX "skill_gap_results_user_idx";--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "federated_identities" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "user_entities" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "awarded_badges" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "challenge_attempts" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
ALTER TABLE "skill_gap_results" ADD COLUMN "whitelabel_id" uuid;--> statement-breakpoint
UPDATE "entry_requests" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "entry_requests"."user_id";--> statement-breakpoint
UPDATE "federated_identities" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "federated_identities"."user_id";--> statement-breakpoint
UPDATE "refresh_tokens" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "refresh_tokens"."user_id";--> statement-breakpoint
UPDATE "user_entities" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "user_entities"."user_id";--> statement-breakpoint
UPDATE "notifications" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "notifications"."user_id";--> statement-breakpoint
UPDATE "awarded_badges" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "awarded_badges"."user_id";--> statement-breakpoint
UPDATE "enrollments" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "enrollments"."user_id";--> statement-breakpoint
UPDATE "program_enrollments" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "program_enrollments"."user_id";--> statement-breakpoint
UPDATE "skill_gap_results" SET "whitelabel_id" = "users"."whitelabel_id" FROM "users" WHERE "users"."id" = "skill_gap_results"."user_id";--> statement-breakpoint
UPDATE "challenge_attempts" SET "whitelabel_id" = "enrollments"."whitelabel_id" FROM "enrollments" WHERE "enrollments"."id" = "challenge_attempts"."enrollment_id";--> statement-breakpoint
ALTER TABLE "entry_requests" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "federated_identities" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_entities" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "awarded_badges" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_attempts" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_gap_results" ALTER COLUMN "whitelabel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD CONSTRAINT "entry_requests_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_identities" ADD CONSTRAINT "federated_identities_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awarded_badges" ADD CONSTRAINT "awarded_badges_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_attempts" ADD CONSTRAINT "challenge_attempts_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_gap_results" ADD CONSTRAINT "skill_gap_results_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_requests_entity_idx" ON "entry_requests" USING btree ("whitelabel_id","entity_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_requests_pending_user_key" ON "entry_requests" USING btree ("whitelabel_id","user_id") WHERE "entry_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "federated_identities_key" ON "federated_identities" USING btree ("whitelabel_id","provider","subject");--> statement-breakpoint
CREATE INDEX "federated_identities_user_idx" ON "federated_identities" USING btree ("whitelabel_id","user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("whitelabel_id","family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_entities_key" ON "user_entities" USING btree ("whitelabel_id","user_id","entity_id");--> statement-breakpoint
CREATE INDEX "user_entities_entity_idx" ON "user_entities" USING btree ("whitelabel_id","entity_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("whitelabel_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "awarded_badges_key" ON "awarded_badges" USING btree ("whitelabel_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "challenge_attempts_enrollment_idx" ON "challenge_attempts" USING btree ("whitelabel_id","enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_course_key" ON "enrollments" USING btree ("whitelabel_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("whitelabel_id","course_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrollments_key" ON "program_enrollments" USING btree ("whitelabel_id","user_id","program_id");--> statement-breakpoint
CREATE INDEX "skill_gap_results_user_idx" ON "skill_gap_results" USING btree ("whitelabel_id","user_id","taken_at");
