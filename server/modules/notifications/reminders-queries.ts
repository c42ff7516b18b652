import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";

export type JobWithWaitingApplicants = { job_id: string; company_id: string; role: string; step_id: string; waiting: number };

/**
 * Published jobs (of active companies) with applicants who applied before `cutoff` and still wait
 * in the CV Screening step (type notProcessed): per job, that step and how many wait in it.
 */
export function findJobsWithWaitingApplicants(db: Executor, cutoff: Date): Promise<JobWithWaitingApplicants[]> {
  return executeRows<JobWithWaitingApplicants>(
    db,
    sql`select a.job_id, j.company_id, j.role, s.id as step_id, count(*)::int as waiting
        from job_applications a
        join recruitment_steps s on s.id = a.recruitment_step_id and s.type = 'notProcessed'
        join jobs j on j.id = a.job_id and j.status = 'published'
        join companies c on c.id = j.company_id and c.deleted_at is null and c.is_active
        where a.applied_at < ${cutoff.toISOString()}::timestamptz
        group by a.job_id, j.company_id, j.role, s.id`,
  );
}

/**
 * Active companies created before `createdBefore` whose profile features nobody: no photo on the
 * profile, or the owner alone in the team (no other active member, no pending invitation); with
 * their active owners.
 */
export function findIncompleteCompanyProfiles(db: Executor, createdBefore: Date): Promise<{ id: string; owner_ids: string[] }[]> {
  return executeRows<{ id: string; owner_ids: string[] }>(
    db,
    sql`select c.id,
               array(select m.user_id from company_members m
                     where m.company_id = c.id and m.role = 'owner' and m.status = 'active') as owner_ids
        from companies c
        where c.deleted_at is null and c.is_active
          and c.created_at < ${createdBefore.toISOString()}::timestamptz
          and (
            not exists (select 1 from company_photos p where p.company_id = c.id and p.kind = 'photo')
            or (
              not exists (select 1 from company_members m where m.company_id = c.id and m.status = 'active' and m.role <> 'owner')
              and not exists (select 1 from company_invitations i where i.company_id = c.id and i.status = 'pending')
            )
          )`,
  );
}
