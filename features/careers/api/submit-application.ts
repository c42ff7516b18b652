import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { APPLICATION_FIELDS } from "@/server/modules/careers/careers-contract";
import type { AnswerInput, ApplicationReceipt } from "@/server/modules/careers/careers-schemas";

export type ApplicationInput = {
  companySlug: string;
  jobSlug: string;
  name: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  cv: File | null;
  answers: AnswerInput[];
  /** A Talent Search invitation's token from the careers link. */
  invitationToken?: string;
};

/** POST /v1/careers/{companySlug}/jobs/{jobSlug}/applications (no session), as multipart with the CV. */
export async function submitApplication(input: ApplicationInput): Promise<ApplicationReceipt> {
  const form = new FormData();
  form.append(APPLICATION_FIELDS.name, input.name);
  form.append(APPLICATION_FIELDS.email, input.email);
  form.append(APPLICATION_FIELDS.phone, input.phone);
  form.append(APPLICATION_FIELDS.portfolioUrl, input.portfolioUrl);
  form.append(APPLICATION_FIELDS.answers, JSON.stringify(input.answers));
  if (input.cv) form.append(APPLICATION_FIELDS.cv, input.cv);
  if (input.invitationToken) form.append(APPLICATION_FIELDS.invitation, input.invitationToken);
  const path = `/v1/careers/${encodeURIComponent(input.companySlug)}/jobs/${encodeURIComponent(input.jobSlug)}/applications`;
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: ApplicationReceipt }>(path, form, { headers: { "Content-Type": undefined } });
  return data.result;
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
