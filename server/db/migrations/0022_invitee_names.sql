-- the name an import (or an invitation) gives a person, theirs until they sign up with their own
ALTER TABLE "invitations" ADD COLUMN "name" text;--> statement-breakpoint
-- custom domains the seed set without a proof date: the site page said "served at … since ."
UPDATE "whitelabels" SET "verified_at" = "updated_at" WHERE "domain" IS NOT NULL AND "verified_at" IS NULL;--> statement-breakpoint
-- a site's texts have a language now: the ones written before are its English texts
UPDATE "whitelabels"
SET "settings" = ("settings" - 'description' - 'slogan' - 'keywords')
  || jsonb_build_object('texts', coalesce("settings"->'texts', '{}'::jsonb)
    || jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('description', "settings"->'description', 'slogan', "settings"->'slogan', 'keywords', "settings"->'keywords'))
      || coalesce("settings"->'texts'->'en', '{}'::jsonb)))
WHERE "settings" ?| array['description', 'slogan', 'keywords'];
