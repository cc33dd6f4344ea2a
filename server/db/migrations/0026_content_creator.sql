CREATE TABLE "creator_avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"voices" jsonb NOT NULL,
	"rate" real DEFAULT 1 NOT NULL,
	"portrait_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows" jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creator_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"author_id" uuid,
	"languages" jsonb NOT NULL,
	"area" text NOT NULL,
	"level" text NOT NULL,
	"duration_minutes" integer DEFAULT 5 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passing_score" integer DEFAULT 80 NOT NULL,
	"badge_color" text NOT NULL,
	"avatar_id" uuid,
	"cover_key" text,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"rendered_revision" integer,
	"video" jsonb,
	"course_id" uuid,
	"published_at" timestamp with time zone,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_avatars" ADD CONSTRAINT "creator_avatars_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_avatars" ADD CONSTRAINT "creator_avatars_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_avatars" ADD CONSTRAINT "creator_avatars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_batches" ADD CONSTRAINT "creator_batches_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_batches" ADD CONSTRAINT "creator_batches_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_batches" ADD CONSTRAINT "creator_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_avatar_id_creator_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."creator_avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_courses" ADD CONSTRAINT "creator_courses_batch_id_creator_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."creator_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_avatars_entity_idx" ON "creator_avatars" USING btree ("whitelabel_id","entity_id","name");--> statement-breakpoint
CREATE INDEX "creator_batches_entity_idx" ON "creator_batches" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_courses_entity_idx" ON "creator_courses" USING btree ("whitelabel_id","entity_id","updated_at");--> statement-breakpoint
CREATE INDEX "creator_courses_status_idx" ON "creator_courses" USING btree ("whitelabel_id","entity_id","status");--> statement-breakpoint
CREATE INDEX "creator_courses_batch_idx" ON "creator_courses" USING btree ("batch_id") WHERE "creator_courses"."batch_id" is not null;