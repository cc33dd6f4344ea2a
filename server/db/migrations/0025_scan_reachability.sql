-- a scan that never reached the site says why (its name has no address, nothing answered…) and has no grade or score
ALTER TABLE "scans" ADD COLUMN "unreachable" jsonb;--> statement-breakpoint
-- scans made before: when the headers checks got no answer over http nor https, the scan was graded
-- on whatever else ran (the e-mail records of a name that does not exist, say). They read now as
-- scans that never reached the site: why, from what the connection said, and no grade anywhere.
UPDATE "scans" AS s
SET "unreachable" = jsonb_build_object(
      'reason', CASE h.err
        WHEN 'dns_failure' THEN 'dns'
        WHEN 'refused_address' THEN 'blocked'
        WHEN 'timeout' THEN 'timeout'
        WHEN 'tls_error' THEN 'tls'
        ELSE CASE WHEN h.msg LIKE '%ECONNREFUSED%' THEN 'refused' ELSE 'connection' END
      END,
      'detail', left(coalesce(h.msg, ''), 300)),
    "grade" = NULL,
    "score" = NULL,
    "categories" = (
      SELECT coalesce(jsonb_agg(e.c || '{"grade": null, "score": null}'::jsonb ORDER BY e.i), '[]'::jsonb)
      FROM jsonb_array_elements(s."categories") WITH ORDINALITY AS e(c, i)
    ),
    "summary" = CASE WHEN s."summary" IS NULL THEN NULL ELSE jsonb_set(s."summary", '{categories}', (
      SELECT coalesce(jsonb_agg(e.c || '{"grade": null, "score": null}'::jsonb ORDER BY e.i), '[]'::jsonb)
      FROM jsonb_array_elements(s."summary"->'categories') WITH ORDINALITY AS e(c, i)
    )) END
FROM (
  SELECT x."id", c->'tests'->0->'evidence'->>'error' AS err, c->'tests'->0->'evidence'->>'message' AS msg
  FROM "scans" AS x, jsonb_array_elements(x."categories") AS c
  WHERE x."status" = 'done'
    AND c->>'key' = 'headers'
    AND c->>'grade' IS NULL
    AND jsonb_array_length(c->'tests') > 0
    AND c->'tests'->0->'evidence'->>'error' IN ('dns_failure', 'refused_address', 'timeout', 'tls_error', 'connection_failed')
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(c->'tests') AS u WHERE u->>'result' <> 'error')
) AS h
WHERE s."id" = h."id";
