-- Group memberships have no id to pair an updated row's old and new versions by: an update of
-- group_members (someone moved to another group) counts as its old rows taken away and its new
-- rows added, which nets to nothing where nothing counted changed (docs/decisions/0024-report-speed.md).
CREATE OR REPLACE FUNCTION "report_group_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch text := CASE TG_OP
    WHEN 'UPDATE' THEN 'SELECT whitelabel_id, entity_id, group_id, user_id, -1 AS sign FROM old_rows UNION ALL SELECT whitelabel_id, entity_id, group_id, user_id, 1 FROM new_rows'
    ELSE report_changed_sql(TG_OP, ARRAY['whitelabel_id', 'entity_id', 'group_id', 'user_id'])
  END;
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
