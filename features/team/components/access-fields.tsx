import type { UseFormRegister } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { PERMISSION_RULES } from "@/server/modules/permissions/permissions-contract";
import { JOB_ACCESS_CHOICES, SINGLE_CHOICE_RESOURCES, choicesOf, type AccessFormValues } from "../lib/access-model";

const HINTS: Partial<Record<(typeof SINGLE_CHOICE_RESOURCES)[number], string>> = {
  userCompany: "Editors invite members, change their access and edit the company profile; Viewers only see the team.",
};

/**
 * One choice per resource, labelled from the rule table (spec 6): Talent Database and Talent
 * Search offer Allow or Denied only (view is not a choice), Team Editor or Viewer, and the job post
 * levels for every job post. Native radios, so arrows and Tab work as everywhere else.
 */
export function AccessFields({
  register,
  keepSpecificJobs,
  disabled,
}: {
  register: UseFormRegister<AccessFormValues>;
  /** The member's job access is limited to listed jobs: offer to leave it as it is. */
  keepSpecificJobs?: number;
  disabled?: boolean;
}) {
  const jobChoices = keepSpecificJobs
    ? [{ value: "specific", label: `Keep access to ${keepSpecificJobs} specific job post${keepSpecificJobs === 1 ? "" : "s"}` }, ...JOB_ACCESS_CHOICES]
    : JOB_ACCESS_CHOICES;
  return (
    <div className="flex flex-col gap-4">
      {SINGLE_CHOICE_RESOURCES.map((resource) => (
        <ChoiceGroup
          key={resource}
          legend={PERMISSION_RULES[resource].label}
          hint={HINTS[resource]}
          type="radio"
          options={choicesOf(resource)}
          inputProps={{ ...register(resource), disabled }}
        />
      ))}
      <ChoiceGroup
        legend={PERMISSION_RULES.jobPost.label}
        hint="Applies to every job post of the company."
        type="radio"
        options={jobChoices}
        inputProps={{ ...register("jobAccess"), disabled }}
      />
    </div>
  );
}
