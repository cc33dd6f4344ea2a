CREATE TABLE "phishing_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"template_ids" jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"business_hours" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"sending_profile_id" uuid,
	"landing_page_id" text,
	"remedial_kind" text,
	"remedial_slug" text,
	"due_days" integer DEFAULT 14 NOT NULL,
	"count_until" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phishing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_class" text,
	"browser" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "phishing_mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text NOT NULL,
	"password" text,
	"folder" text DEFAULT 'INBOX' NOT NULL,
	"report_address" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"uid_validity" text,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phishing_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"template_id" uuid NOT NULL,
	"token" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"delivered_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"opened_at" timestamp with time zone,
	"first_clicked_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_source" text,
	"remedial_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phishing_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "phishing_review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"reporter" text,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"excerpt" text NOT NULL,
	"message_id" text,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phishing_sending_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text,
	"password" text,
	"from_address" text NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phishing_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid,
	"entity_id" uuid,
	"slug" text,
	"category" text NOT NULL,
	"difficulty" integer NOT NULL,
	"landing_page_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"source_id" uuid,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phishing_templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD CONSTRAINT "phishing_campaigns_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD CONSTRAINT "phishing_campaigns_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD CONSTRAINT "phishing_campaigns_sending_profile_id_phishing_sending_profiles_id_fk" FOREIGN KEY ("sending_profile_id") REFERENCES "public"."phishing_sending_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD CONSTRAINT "phishing_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_events" ADD CONSTRAINT "phishing_events_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_events" ADD CONSTRAINT "phishing_events_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_events" ADD CONSTRAINT "phishing_events_campaign_id_phishing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."phishing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_events" ADD CONSTRAINT "phishing_events_recipient_id_phishing_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."phishing_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_mailboxes" ADD CONSTRAINT "phishing_mailboxes_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_mailboxes" ADD CONSTRAINT "phishing_mailboxes_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_recipients" ADD CONSTRAINT "phishing_recipients_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_recipients" ADD CONSTRAINT "phishing_recipients_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_recipients" ADD CONSTRAINT "phishing_recipients_campaign_id_phishing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."phishing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_recipients" ADD CONSTRAINT "phishing_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_recipients" ADD CONSTRAINT "phishing_recipients_template_id_phishing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."phishing_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_review_items" ADD CONSTRAINT "phishing_review_items_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_review_items" ADD CONSTRAINT "phishing_review_items_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_review_items" ADD CONSTRAINT "phishing_review_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_sending_profiles" ADD CONSTRAINT "phishing_sending_profiles_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_sending_profiles" ADD CONSTRAINT "phishing_sending_profiles_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_templates" ADD CONSTRAINT "phishing_templates_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_templates" ADD CONSTRAINT "phishing_templates_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_templates" ADD CONSTRAINT "phishing_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phishing_campaigns_entity_idx" ON "phishing_campaigns" USING btree ("whitelabel_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "phishing_campaigns_status_idx" ON "phishing_campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "phishing_events_campaign_idx" ON "phishing_events" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE INDEX "phishing_events_recipient_idx" ON "phishing_events" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "phishing_mailboxes_entity_key" ON "phishing_mailboxes" USING btree ("whitelabel_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phishing_recipients_campaign_email_key" ON "phishing_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "phishing_recipients_due_idx" ON "phishing_recipients" USING btree ("send_at") WHERE "phishing_recipients"."sent_at" is null and "phishing_recipients"."bounced_at" is null;--> statement-breakpoint
CREATE INDEX "phishing_recipients_user_idx" ON "phishing_recipients" USING btree ("whitelabel_id","user_id");--> statement-breakpoint
CREATE INDEX "phishing_recipients_entity_idx" ON "phishing_recipients" USING btree ("whitelabel_id","entity_id","campaign_id");--> statement-breakpoint
CREATE INDEX "phishing_review_items_entity_idx" ON "phishing_review_items" USING btree ("whitelabel_id","entity_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phishing_review_items_message_key" ON "phishing_review_items" USING btree ("whitelabel_id","entity_id","message_id");--> statement-breakpoint
CREATE INDEX "phishing_sending_profiles_entity_idx" ON "phishing_sending_profiles" USING btree ("whitelabel_id","entity_id");--> statement-breakpoint
CREATE INDEX "phishing_templates_entity_idx" ON "phishing_templates" USING btree ("whitelabel_id","entity_id","updated_at");