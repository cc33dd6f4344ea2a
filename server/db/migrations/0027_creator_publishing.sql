ALTER TABLE "creator_courses" ADD COLUMN "published_slug" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "videos" jsonb DEFAULT '{}'::jsonb NOT NULL;