-- The plan catalogue is reference data every database needs (not demo data), so a migration
-- writes it. Fixed ids; prices in whole rupiah; a NULL quota means unlimited.
INSERT INTO "subscription_plans" ("id", "code", "name", "description", "price_idr", "duration_days", "is_trial", "is_public", "job_post_quota", "member_quota", "talent_contact_quota", "sort_order") VALUES
  ('5b000000-0000-4000-8000-000000000001', 'trial', 'Free Trial', 'Try the portal free for 14 days: post jobs, invite your team and contact talents.', 0, 14, true, true, 2, 3, 10, 0),
  ('5b000000-0000-4000-8000-000000000002', 'starter', 'Starter', 'For small teams hiring for a few roles at a time.', 499000, 30, false, true, 3, 3, 30, 1),
  ('5b000000-0000-4000-8000-000000000003', 'growth', 'Growth', 'For growing companies with several open roles and a recruiting team.', 1499000, 30, false, true, 10, 10, 150, 2),
  ('5b000000-0000-4000-8000-000000000004', 'enterprise', 'Enterprise', 'Unlimited job posts and members for companies hiring at scale.', 3999000, 30, false, true, NULL, NULL, 1000, 3)
ON CONFLICT ("code") DO NOTHING;
