CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid,
	"path" text NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_slug" text NOT NULL,
	"name" text,
	"domain" text,
	"logos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"favicon" text,
	"socials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_skill5_layout" boolean DEFAULT false NOT NULL,
	"closed_beta" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"slug" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_slug" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_slug_pk" PRIMARY KEY("role_id","permission_slug")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_entity_roles" (
	"user_entity_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_entity_roles_user_entity_id_role_id_pk" PRIMARY KEY("user_entity_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"is_manager" boolean DEFAULT false NOT NULL,
	"pending_approval" boolean DEFAULT false NOT NULL,
	"completed_profile" boolean DEFAULT false NOT NULL,
	"language_code" text DEFAULT 'en-US' NOT NULL,
	"interaction_flag" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text,
	"team_size" text NOT NULL,
	"product" text NOT NULL,
	"message" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_slug_permissions_slug_fk" FOREIGN KEY ("permission_slug") REFERENCES "public"."permissions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_user_entity_id_user_entities_id_fk" FOREIGN KEY ("user_entity_id") REFERENCES "public"."user_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_tenant_path_key" ON "redirects" USING btree ("whitelabel_id","path") WHERE "redirects"."whitelabel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_global_path_key" ON "redirects" USING btree ("path") WHERE "redirects"."whitelabel_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabels_slug_key" ON "whitelabels" USING btree ("whitelabel_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabels_domain_key" ON "whitelabels" USING btree ("domain") WHERE "whitelabels"."domain" is not null;--> statement-breakpoint
CREATE INDEX "entities_whitelabel_idx" ON "entities" USING btree ("whitelabel_id");--> statement-breakpoint
CREATE INDEX "entities_domain_idx" ON "entities" USING btree ("whitelabel_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_entity_slug_key" ON "roles" USING btree ("entity_id","slug") WHERE "roles"."entity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_template_slug_key" ON "roles" USING btree ("slug") WHERE "roles"."entity_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_entities_key" ON "user_entities" USING btree ("user_id","entity_id");--> statement-breakpoint
CREATE INDEX "user_entities_entity_idx" ON "user_entities" USING btree ("entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_key" ON "users" USING btree ("whitelabel_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_tenant_idx" ON "contact_messages" USING btree ("whitelabel_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_tenant_idx" ON "demo_requests" USING btree ("whitelabel_id","created_at");