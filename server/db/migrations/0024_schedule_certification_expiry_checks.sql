-- Certifications saved before expiry checks existed get theirs (issue 13): a job due the day after the
-- expiry date marks the answers and open drafts that name the certification stale (certifications/expiry.ts).
INSERT INTO "jobs" ("organization_id", "type", "payload", "run_after")
SELECT c."organization_id", 'certifications.expiry',
       jsonb_build_object('certificationId', c."id", 'expiryDate', to_char(c."expiry_date", 'YYYY-MM-DD')),
       (c."expiry_date" + 1)::timestamp AT TIME ZONE 'UTC'
FROM "certifications" c
WHERE c."is_active" AND (c."expiry_date" + 1)::timestamp AT TIME ZONE 'UTC' > now()
  AND NOT EXISTS (
    SELECT 1 FROM "jobs" j
    WHERE j."organization_id" = c."organization_id" AND j."type" = 'certifications.expiry' AND j."status" = 'queued'
      AND j."payload"->>'certificationId' = c."id"::text AND j."payload"->>'expiryDate' = to_char(c."expiry_date", 'YYYY-MM-DD')
  );
