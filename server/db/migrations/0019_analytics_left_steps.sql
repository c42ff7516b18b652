-- Analytics (issue 16): a step an applicant left is a step it has been in, so a move's fromStep
-- raises its furthest step position too (an applicant rejected straight from CV Screening has been
-- in CV Screening; a seed may insert the final state with only its history telling the steps).
CREATE OR REPLACE FUNCTION "analytics_facts_from_scratch"(company uuid)
RETURNS TABLE ("id" uuid, "first_response_at" timestamptz, "furthest_step_position" integer, "shortlisted_at" timestamptz, "offered_at" timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT a."id",
    (SELECT min(e."created_at") FROM "application_events" e
      WHERE e."application_id" = a."id" AND e."actor" = 'member' AND e."type" IN ('statusChanged', 'emailSent', 'noteAdded', 'techTestSent')),
    greatest(
      CASE WHEN s."type" <> 'rejected' THEN s."position" END,
      (SELECT max(t."position") FROM "application_events" e
        JOIN "recruitment_steps" t ON t."job_id" = e."job_id" AND t."step_key" IN (e."data"->'toStep'->>'id', e."data"->'fromStep'->>'id')
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged' AND t."type" <> 'rejected')),
    least(
      CASE WHEN a."status" = 'accepted' OR (s."type" <> 'rejected' AND s."position" >= sp."position") THEN a."status_changed_at" END,
      (SELECT min(e."created_at") FROM "application_events" e
        LEFT JOIN "recruitment_steps" t ON t."job_id" = e."job_id" AND t."step_key" = e."data"->'toStep'->>'id'
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged'
          AND (e."data"->>'toStatus' = 'accepted' OR (t."type" <> 'rejected' AND t."position" >= sp."position")))),
    least(
      CASE WHEN a."status" = 'offered' THEN a."status_changed_at" END,
      (SELECT min(e."created_at") FROM "application_events" e
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged' AND e."data"->>'toStatus' = 'offered'))
  FROM "job_applications" a
  LEFT JOIN "recruitment_steps" s ON s."id" = a."recruitment_step_id"
  LEFT JOIN LATERAL (SELECT min(x."position") AS "position" FROM "recruitment_steps" x WHERE x."job_id" = a."job_id" AND x."type" = 'accepted') sp ON true
  WHERE a."company_id" = company
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_events_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_responds boolean;
  v_to_key text;
  v_from_key text;
  v_to_position integer;
  v_shortlist_position integer;
  v_reached integer;
  v_shortlisted timestamptz;
  v_offered timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "analytics_event_apply"(OLD, -1);
    RETURN NULL;
  END IF;
  v_responds := NEW."actor" = 'member' AND NEW."type" IN ('statusChanged', 'emailSent', 'noteAdded', 'techTestSent');
  IF NEW."type" = 'statusChanged' THEN
    v_to_key := NEW."data"->'toStep'->>'id';
    v_from_key := NEW."data"->'fromStep'->>'id';
    SELECT max(s."position") FILTER (WHERE s."type" <> 'rejected'),
           max(s."position") FILTER (WHERE s."type" <> 'rejected' AND s."step_key" = v_to_key),
           (SELECT min(x."position") FROM "recruitment_steps" x WHERE x."job_id" = NEW."job_id" AND x."type" = 'accepted')
      INTO v_reached, v_to_position, v_shortlist_position
      FROM "recruitment_steps" s WHERE s."job_id" = NEW."job_id" AND s."step_key" IN (v_to_key, v_from_key);
    IF NEW."data"->>'toStatus' = 'accepted' OR v_to_position >= v_shortlist_position THEN v_shortlisted := NEW."created_at"; END IF;
    IF NEW."data"->>'toStatus' = 'offered' THEN v_offered := NEW."created_at"; END IF;
  END IF;
  IF v_responds OR v_reached IS NOT NULL OR v_shortlisted IS NOT NULL OR v_offered IS NOT NULL THEN
    UPDATE "job_applications" a SET
      "first_response_at" = CASE WHEN v_responds THEN least(a."first_response_at", NEW."created_at") ELSE a."first_response_at" END,
      "furthest_step_position" = greatest(a."furthest_step_position", v_reached),
      "shortlisted_at" = least(a."shortlisted_at", v_shortlisted),
      "offered_at" = least(a."offered_at", v_offered)
    WHERE a."id" = NEW."application_id"
      AND ((v_responds AND (a."first_response_at" IS NULL OR a."first_response_at" > NEW."created_at"))
        OR v_reached > coalesce(a."furthest_step_position", -1)
        OR v_shortlisted < coalesce(a."shortlisted_at", 'infinity'::timestamptz)
        OR v_offered < coalesce(a."offered_at", 'infinity'::timestamptz));
  END IF;
  PERFORM "analytics_event_apply"(NEW, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing applications take the corrected facts (the aggregate triggers follow), then every
-- company's aggregates are recomputed.
UPDATE "job_applications" a SET
  "first_response_at" = f."first_response_at",
  "furthest_step_position" = f."furthest_step_position",
  "shortlisted_at" = f."shortlisted_at",
  "offered_at" = f."offered_at"
FROM "companies" c, LATERAL "analytics_facts_from_scratch"(c."id") f
WHERE f."id" = a."id"
  AND (a."first_response_at", a."furthest_step_position", a."shortlisted_at", a."offered_at") IS DISTINCT FROM (f."first_response_at", f."furthest_step_position", f."shortlisted_at", f."offered_at");--> statement-breakpoint
SELECT "analytics_rebuild_company"(c."id") FROM "companies" c;
