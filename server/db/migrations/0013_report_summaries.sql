-- The company reports read summaries kept by triggers (docs/decisions/0024-report-speed.md);
-- the access report searches names and addresses through trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "report_access_counts" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_member_counts" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"group_id" uuid,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_counts_key" UNIQUE NULLS NOT DISTINCT("whitelabel_id","entity_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "report_badge_counts" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_enrolment_cells" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"group_id" uuid,
	"course_id" uuid,
	"day" date,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"score_sum" bigint DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_enrolment_cells_key" UNIQUE NULLS NOT DISTINCT("whitelabel_id","entity_id","group_id","day","course_id")
);
--> statement-breakpoint
CREATE TABLE "report_rating_counts" (
	"whitelabel_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_access_counts" ADD CONSTRAINT "report_access_counts_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access_counts" ADD CONSTRAINT "report_access_counts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_counts" ADD CONSTRAINT "report_member_counts_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_counts" ADD CONSTRAINT "report_member_counts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_member_counts" ADD CONSTRAINT "report_member_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_badge_counts" ADD CONSTRAINT "report_badge_counts_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_badge_counts" ADD CONSTRAINT "report_badge_counts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_badge_counts" ADD CONSTRAINT "report_badge_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment_cells" ADD CONSTRAINT "report_enrolment_cells_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment_cells" ADD CONSTRAINT "report_enrolment_cells_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment_cells" ADD CONSTRAINT "report_enrolment_cells_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment_cells" ADD CONSTRAINT "report_enrolment_cells_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rating_counts" ADD CONSTRAINT "report_rating_counts_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rating_counts" ADD CONSTRAINT "report_rating_counts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rating_counts" ADD CONSTRAINT "report_rating_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_access_counts_key" ON "report_access_counts" USING btree ("whitelabel_id","entity_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "report_badge_counts_key" ON "report_badge_counts" USING btree ("whitelabel_id","entity_id","course_id");--> statement-breakpoint
CREATE INDEX "report_enrolment_cells_course_idx" ON "report_enrolment_cells" USING btree ("whitelabel_id","entity_id","course_id","day","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_rating_counts_key" ON "report_rating_counts" USING btree ("whitelabel_id","entity_id","course_id");--> statement-breakpoint
CREATE INDEX "access_activities_search_idx" ON "access_activities" USING gin ("user_name" gin_trgm_ops,"user_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The report summaries are kept by the triggers below, in the transaction of every write that
-- changes them, whoever makes it (the API, an import, a cascade, a script): each change is
-- applied as a delta (docs/decisions/0024-report-speed.md). A trigger first locks the people
-- concerned, FOR SHARE for an enrolment, a badge or a rating and FOR NO KEY UPDATE for a
-- membership or a group membership, then reads the other side afresh, so a membership change
-- and a learning write of the same person never miss each other.
--
-- The builders below answer the statement that applies a delta given `src`, a query of the
-- changed rows (run by the trigger itself, which alone sees its transition tables).
--
-- Enrolments: `src` yields (whitelabel_id, entity_id, group_id, course_id, status, best_score,
-- started_at, completed_at, sign), one row per enrolment and company (group_id null) or group
-- of it the enrolment counts in; sign +1 adds it, -1 takes it away. Each counts on the day it
-- started, on the day it was completed, and in the all-time cell (day null).
CREATE FUNCTION "report_enrolment_facts_sql"(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    INSERT INTO report_enrolment_cells AS c (whitelabel_id, entity_id, group_id, course_id, day, enrolled, completed, score_sum, scored, completions)
    SELECT f.whitelabel_id, f.entity_id, f.group_id, f.course_id, f.day, sum(f.enrolled), sum(f.completed), sum(f.score_sum), sum(f.scored), sum(f.completions)
    FROM (
      SELECT p.whitelabel_id, p.entity_id, p.group_id, k.course_id, d.day,
        p.sign * d.enrolled AS enrolled, p.sign * d.completed AS completed, p.sign * d.score_sum AS score_sum, p.sign * d.scored AS scored, p.sign * d.completions AS completions
      FROM (%s) p
      CROSS JOIN LATERAL (SELECT p.course_id UNION ALL SELECT NULL::uuid WHERE p.group_id IS NOT NULL) k(course_id)
      CROSS JOIN LATERAL (SELECT (p.status = 'completed')::int AS done, CASE WHEN p.status = 'completed' THEN coalesce(p.best_score, 0) ELSE 0 END AS score,
        (p.status = 'completed' AND p.best_score IS NOT NULL)::int AS scored, CASE WHEN p.status = 'completed' THEN (p.completed_at AT TIME ZONE 'UTC')::date END AS done_on) v
      CROSS JOIN LATERAL (VALUES
        (true, (p.started_at AT TIME ZONE 'UTC')::date, 1, v.done, v.score, v.scored, 0),
        (true, NULL::date, 1, v.done, v.score, v.scored, (v.done_on IS NOT NULL)::int),
        (v.done_on IS NOT NULL, v.done_on, 0, 0, 0, 0, 1)
      ) d(keep, day, enrolled, completed, score_sum, scored, completions)
      WHERE d.keep
        AND EXISTS (SELECT 1 FROM entities x WHERE x.id = p.entity_id)
        AND (p.group_id IS NULL OR EXISTS (SELECT 1 FROM groups x WHERE x.id = p.group_id))
        AND (k.course_id IS NULL OR EXISTS (SELECT 1 FROM courses x WHERE x.id = k.course_id))
    ) f
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(f.enrolled) <> 0 OR sum(f.completed) <> 0 OR sum(f.score_sum) <> 0 OR sum(f.scored) <> 0 OR sum(f.completions) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (whitelabel_id, entity_id, group_id, day, course_id) DO UPDATE SET
      enrolled = c.enrolled + excluded.enrolled, completed = c.completed + excluded.completed, score_sum = c.score_sum + excluded.score_sum,
      scored = c.scored + excluded.scored, completions = c.completions + excluded.completions
  $q$, src)
$f$;
--> statement-breakpoint
-- Active members: `src` yields (whitelabel_id, entity_id, group_id, sign), group_id null for the company.
CREATE FUNCTION "report_members_sql"(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    INSERT INTO report_member_counts AS c (whitelabel_id, entity_id, group_id, members)
    SELECT p.whitelabel_id, p.entity_id, p.group_id, sum(p.sign) FROM (%s) p
    WHERE EXISTS (SELECT 1 FROM entities x WHERE x.id = p.entity_id) AND (p.group_id IS NULL OR EXISTS (SELECT 1 FROM groups x WHERE x.id = p.group_id))
    GROUP BY 1, 2, 3 HAVING sum(p.sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (whitelabel_id, entity_id, group_id) DO UPDATE SET members = c.members + excluded.members
  $q$, src)
$f$;
--> statement-breakpoint
-- Badges of active members: `src` yields (whitelabel_id, entity_id, course_id, sign).
CREATE FUNCTION "report_badges_sql"(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    INSERT INTO report_badge_counts AS c (whitelabel_id, entity_id, course_id, earned)
    SELECT p.whitelabel_id, p.entity_id, p.course_id, sum(p.sign) FROM (%s) p
    WHERE EXISTS (SELECT 1 FROM entities x WHERE x.id = p.entity_id) AND EXISTS (SELECT 1 FROM courses x WHERE x.id = p.course_id)
    GROUP BY 1, 2, 3 HAVING sum(p.sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (whitelabel_id, entity_id, course_id) DO UPDATE SET earned = c.earned + excluded.earned
  $q$, src)
$f$;
--> statement-breakpoint
-- Ratings of members, deactivated ones too: `src` yields (whitelabel_id, entity_id, course_id, rating, sign).
CREATE FUNCTION "report_ratings_sql"(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    INSERT INTO report_rating_counts AS c (whitelabel_id, entity_id, course_id, ratings, stars_1, stars_2, stars_3, stars_4, stars_5)
    SELECT f.* FROM (
      SELECT p.whitelabel_id, p.entity_id, p.course_id, sum(p.sign) AS ratings,
        coalesce(sum(p.sign) FILTER (WHERE p.rating = 1), 0) AS s1, coalesce(sum(p.sign) FILTER (WHERE p.rating = 2), 0) AS s2, coalesce(sum(p.sign) FILTER (WHERE p.rating = 3), 0) AS s3,
        coalesce(sum(p.sign) FILTER (WHERE p.rating = 4), 0) AS s4, coalesce(sum(p.sign) FILTER (WHERE p.rating = 5), 0) AS s5
      FROM (%s) p
      WHERE EXISTS (SELECT 1 FROM entities x WHERE x.id = p.entity_id) AND EXISTS (SELECT 1 FROM courses x WHERE x.id = p.course_id)
      GROUP BY 1, 2, 3
    ) f
    WHERE (f.ratings, f.s1, f.s2, f.s3, f.s4, f.s5) <> (0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3
    ON CONFLICT (whitelabel_id, entity_id, course_id) DO UPDATE SET ratings = c.ratings + excluded.ratings, stars_1 = c.stars_1 + excluded.stars_1,
      stars_2 = c.stars_2 + excluded.stars_2, stars_3 = c.stars_3 + excluded.stars_3, stars_4 = c.stars_4 + excluded.stars_4, stars_5 = c.stars_5 + excluded.stars_5
  $q$, src)
$f$;
--> statement-breakpoint
-- The changed rows of a statement as (cols…, sign): inserted +1, deleted -1, updated -1 (old)
-- and +1 (new) when one of `cols` changed; `cond` narrows both sides (e.g. active members).
CREATE FUNCTION "report_changed_sql"(op text, cols text[], cond text DEFAULT 'true') RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE op
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows r WHERE %s', array_to_string(array(SELECT 'r.' || c FROM unnest(cols) c), ', '), replace(cond, '$.', 'r.'))
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows r WHERE %s', array_to_string(array(SELECT 'r.' || c FROM unnest(cols) c), ', '), replace(cond, '$.', 'r.'))
    ELSE format(
      'SELECT %1$s, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (%1$s) IS DISTINCT FROM (%2$s) AND %3$s UNION ALL SELECT %2$s, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (%1$s) IS DISTINCT FROM (%2$s) AND %4$s',
      array_to_string(array(SELECT 'o.' || c FROM unnest(cols) c), ', '), array_to_string(array(SELECT 'n.' || c FROM unnest(cols) c), ', '), replace(cond, '$.', 'o.'), replace(cond, '$.', 'n.'))
  END
$f$;
--> statement-breakpoint
-- The statement that locks the people of `changed` (`lock`: SHARE or NO KEY UPDATE), in one order.
CREATE FUNCTION "report_people_locked_sql"(changed text, lock text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format('SELECT 1 FROM users WHERE id IN (SELECT user_id FROM (%s) x) ORDER BY id FOR %s', changed, lock)
$f$;
--> statement-breakpoint
CREATE FUNCTION "report_enrolments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'user_id', 'course_id', 'status', 'best_score', 'started_at', 'completed_at']);
  found_any boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', ch) INTO found_any;
  IF NOT found_any THEN RETURN NULL; END IF;
  EXECUTE report_people_locked_sql(ch, 'SHARE');
  EXECUTE report_enrolment_facts_sql(format($s$
    SELECT ch.whitelabel_id, m.entity_id, s.group_id, ch.course_id, ch.status, ch.best_score, ch.started_at, ch.completed_at, ch.sign
    FROM (%s) ch
    JOIN user_entities m ON m.whitelabel_id = ch.whitelabel_id AND m.user_id = ch.user_id AND m.status = 'active'
    CROSS JOIN LATERAL (SELECT NULL::uuid UNION ALL SELECT gm.group_id FROM group_members gm WHERE gm.whitelabel_id = m.whitelabel_id AND gm.entity_id = m.entity_id AND gm.user_id = m.user_id) s(group_id)
  $s$, ch));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_memberships_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  active text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'user_id', 'entity_id', 'status'], '$.status = ''active''');
  member text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'user_id', 'entity_id']);
  people text := format('SELECT user_id FROM (%s) a UNION ALL SELECT user_id FROM (%s) b', active, member);
  found_any boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', people) INTO found_any;
  IF NOT found_any THEN RETURN NULL; END IF;
  EXECUTE report_people_locked_sql(people, 'NO KEY UPDATE');
  EXECUTE report_enrolment_facts_sql(format($s$
    SELECT e.whitelabel_id, ch.entity_id, s.group_id, e.course_id, e.status, e.best_score, e.started_at, e.completed_at, ch.sign
    FROM (%s) ch
    JOIN enrollments e ON e.whitelabel_id = ch.whitelabel_id AND e.user_id = ch.user_id
    CROSS JOIN LATERAL (SELECT NULL::uuid UNION ALL SELECT gm.group_id FROM group_members gm WHERE gm.whitelabel_id = ch.whitelabel_id AND gm.entity_id = ch.entity_id AND gm.user_id = ch.user_id) s(group_id)
  $s$, active));
  EXECUTE report_members_sql(format($s$
    SELECT ch.whitelabel_id, ch.entity_id, s.group_id, ch.sign
    FROM (%s) ch
    CROSS JOIN LATERAL (SELECT NULL::uuid UNION ALL SELECT gm.group_id FROM group_members gm WHERE gm.whitelabel_id = ch.whitelabel_id AND gm.entity_id = ch.entity_id AND gm.user_id = ch.user_id) s(group_id)
  $s$, active));
  EXECUTE report_badges_sql(format($s$
    SELECT ch.whitelabel_id, ch.entity_id, b.course_id, ch.sign FROM (%s) ch JOIN awarded_badges b ON b.whitelabel_id = ch.whitelabel_id AND b.user_id = ch.user_id
  $s$, active));
  EXECUTE report_ratings_sql(format($s$
    SELECT ch.whitelabel_id, ch.entity_id, r.course_id, r.rating, ch.sign FROM (%s) ch JOIN course_ratings r ON r.whitelabel_id = ch.whitelabel_id AND r.user_id = ch.user_id
  $s$, member));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_group_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'entity_id', 'group_id', 'user_id']);
  found_any boolean;
  active text;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', ch) INTO found_any;
  IF NOT found_any THEN RETURN NULL; END IF;
  EXECUTE report_people_locked_sql(ch, 'NO KEY UPDATE');
  -- only active members count in a group
  active := format($s$
    SELECT ch.* FROM (%s) ch
    WHERE EXISTS (SELECT 1 FROM user_entities m WHERE m.whitelabel_id = ch.whitelabel_id AND m.entity_id = ch.entity_id AND m.user_id = ch.user_id AND m.status = 'active')
  $s$, ch);
  EXECUTE report_enrolment_facts_sql(format($s$
    SELECT e.whitelabel_id, ch.entity_id, ch.group_id, e.course_id, e.status, e.best_score, e.started_at, e.completed_at, ch.sign
    FROM (%s) ch JOIN enrollments e ON e.whitelabel_id = ch.whitelabel_id AND e.user_id = ch.user_id
  $s$, active));
  EXECUTE report_members_sql(format('SELECT ch.whitelabel_id, ch.entity_id, ch.group_id, ch.sign FROM (%s) ch', active));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_badges_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'user_id', 'course_id']);
  found_any boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', ch) INTO found_any;
  IF NOT found_any THEN RETURN NULL; END IF;
  EXECUTE report_people_locked_sql(ch, 'SHARE');
  EXECUTE report_badges_sql(format($s$
    SELECT ch.whitelabel_id, m.entity_id, ch.course_id, ch.sign FROM (%s) ch
    JOIN user_entities m ON m.whitelabel_id = ch.whitelabel_id AND m.user_id = ch.user_id AND m.status = 'active'
  $s$, ch));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_ratings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'user_id', 'course_id', 'rating']);
  found_any boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', ch) INTO found_any;
  IF NOT found_any THEN RETURN NULL; END IF;
  EXECUTE report_people_locked_sql(ch, 'SHARE');
  EXECUTE report_ratings_sql(format($s$
    SELECT ch.whitelabel_id, m.entity_id, ch.course_id, ch.rating, ch.sign FROM (%s) ch
    JOIN user_entities m ON m.whitelabel_id = ch.whitelabel_id AND m.user_id = ch.user_id
  $s$, ch));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'entity_id', 'kind'], '$.entity_id IS NOT NULL');
BEGIN
  EXECUTE format($q$
    INSERT INTO report_access_counts AS c (whitelabel_id, entity_id, kind, n)
    SELECT p.whitelabel_id, p.entity_id, p.kind, sum(p.sign) FROM (%s) p
    WHERE EXISTS (SELECT 1 FROM entities x WHERE x.id = p.entity_id)
    GROUP BY 1, 2, 3 HAVING sum(p.sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (whitelabel_id, entity_id, kind) DO UPDATE SET n = c.n + excluded.n
  $q$, ch);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_enrolments_inserted" AFTER INSERT ON "enrollments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_enrolments_changed();--> statement-breakpoint
CREATE TRIGGER "report_enrolments_updated" AFTER UPDATE ON "enrollments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_enrolments_changed();--> statement-breakpoint
CREATE TRIGGER "report_enrolments_deleted" AFTER DELETE ON "enrollments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_enrolments_changed();--> statement-breakpoint
CREATE TRIGGER "report_memberships_inserted" AFTER INSERT ON "user_entities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_memberships_changed();--> statement-breakpoint
CREATE TRIGGER "report_memberships_updated" AFTER UPDATE ON "user_entities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_memberships_changed();--> statement-breakpoint
CREATE TRIGGER "report_memberships_deleted" AFTER DELETE ON "user_entities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_memberships_changed();--> statement-breakpoint
CREATE TRIGGER "report_group_members_inserted" AFTER INSERT ON "group_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_group_members_changed();--> statement-breakpoint
CREATE TRIGGER "report_group_members_updated" AFTER UPDATE ON "group_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_group_members_changed();--> statement-breakpoint
CREATE TRIGGER "report_group_members_deleted" AFTER DELETE ON "group_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_group_members_changed();--> statement-breakpoint
CREATE TRIGGER "report_badges_inserted" AFTER INSERT ON "awarded_badges" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_badges_changed();--> statement-breakpoint
CREATE TRIGGER "report_badges_updated" AFTER UPDATE ON "awarded_badges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_badges_changed();--> statement-breakpoint
CREATE TRIGGER "report_badges_deleted" AFTER DELETE ON "awarded_badges" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_badges_changed();--> statement-breakpoint
CREATE TRIGGER "report_ratings_inserted" AFTER INSERT ON "course_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ratings_changed();--> statement-breakpoint
CREATE TRIGGER "report_ratings_updated" AFTER UPDATE ON "course_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ratings_changed();--> statement-breakpoint
CREATE TRIGGER "report_ratings_deleted" AFTER DELETE ON "course_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ratings_changed();--> statement-breakpoint
CREATE TRIGGER "report_access_inserted" AFTER INSERT ON "access_activities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_access_changed();--> statement-breakpoint
CREATE TRIGGER "report_access_updated" AFTER UPDATE ON "access_activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_access_changed();--> statement-breakpoint
CREATE TRIGGER "report_access_deleted" AFTER DELETE ON "access_activities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_access_changed();--> statement-breakpoint
-- what a database with data already holds
DO $$ BEGIN
  EXECUTE report_enrolment_facts_sql($s$
    SELECT e.whitelabel_id, m.entity_id, s.group_id, e.course_id, e.status, e.best_score, e.started_at, e.completed_at, 1 AS sign
    FROM enrollments e
    JOIN user_entities m ON m.whitelabel_id = e.whitelabel_id AND m.user_id = e.user_id AND m.status = 'active'
    CROSS JOIN LATERAL (SELECT NULL::uuid UNION ALL SELECT gm.group_id FROM group_members gm WHERE gm.whitelabel_id = m.whitelabel_id AND gm.entity_id = m.entity_id AND gm.user_id = m.user_id) s(group_id)
  $s$);
  EXECUTE report_members_sql($s$
    SELECT m.whitelabel_id, m.entity_id, s.group_id, 1 AS sign FROM user_entities m
    CROSS JOIN LATERAL (SELECT NULL::uuid UNION ALL SELECT gm.group_id FROM group_members gm WHERE gm.whitelabel_id = m.whitelabel_id AND gm.entity_id = m.entity_id AND gm.user_id = m.user_id) s(group_id)
    WHERE m.status = 'active'
  $s$);
  EXECUTE report_badges_sql($s$
    SELECT b.whitelabel_id, m.entity_id, b.course_id, 1 AS sign FROM awarded_badges b
    JOIN user_entities m ON m.whitelabel_id = b.whitelabel_id AND m.user_id = b.user_id AND m.status = 'active'
  $s$);
  EXECUTE report_ratings_sql($s$
    SELECT r.whitelabel_id, m.entity_id, r.course_id, r.rating, 1 AS sign FROM course_ratings r
    JOIN user_entities m ON m.whitelabel_id = r.whitelabel_id AND m.user_id = r.user_id
  $s$);
  INSERT INTO report_access_counts (whitelabel_id, entity_id, kind, n)
  SELECT whitelabel_id, entity_id, kind, count(*) FROM access_activities WHERE entity_id IS NOT NULL GROUP BY 1, 2, 3;
END $$;
