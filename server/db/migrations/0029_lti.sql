CREATE TABLE "lti_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "lti_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "lti_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_login_url" text NOT NULL,
	"auth_token_url" text NOT NULL,
	"keyset_url" text NOT NULL,
	"last_launch_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_registrations" ADD CONSTRAINT "lti_registrations_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registrations" ADD CONSTRAINT "lti_registrations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_keys_current_key" ON "lti_keys" USING btree ((true)) WHERE "lti_keys"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_registrations_issuer_client_key" ON "lti_registrations" USING btree ("whitelabel_id","issuer","client_id");--> statement-breakpoint
CREATE INDEX "lti_registrations_entity_idx" ON "lti_registrations" USING btree ("whitelabel_id","entity_id","created_at");