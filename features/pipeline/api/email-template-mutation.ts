import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplate } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { emailTemplatesQueryOptions } from "./get-email-templates";

/** A change to one template (saved or reset): the answer replaces it in the list at once, then the list refreshes. */
export function useEmailTemplateMutation<Variables>(mutationFn: (variables: Variables) => Promise<EmailTemplate | null>) {
  const queryClient = useQueryClient();
  const listKey = emailTemplatesQueryOptions().queryKey;
  return useMutation<EmailTemplate | null, ApiClientError, Variables>({
    mutationFn,
    onSuccess: (template) => {
      if (template) {
        queryClient.setQueryData<EmailTemplate[]>(listKey, (current) => current?.map((entry) => (entry.key === template.key ? template : entry)));
      }
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
