"use client";

import { useId } from "react";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { EMAIL_TEMPLATE_EDITORS, EMAIL_TEMPLATE_EDITORS_LABELS, type EmailTemplateEditors } from "@/server/modules/candidate-emails/candidate-emails-contract";
import type { EmailTemplateSettings } from "../../api/get-email-template-settings";
import { useUpdateEmailTemplateEditors } from "../../api/update-email-template-editors";

const OPTIONS = EMAIL_TEMPLATE_EDITORS.map((value) => ({ value, label: EMAIL_TEMPLATE_EDITORS_LABELS[value].label }));

/**
 * Who may reword the company's templates (a company setting): a choice for the Admin and Team
 * Editors, a sentence for everyone else. The API enforces it on every template write.
 */
export function EmailTemplateEditorsControl({ settings }: { settings: EmailTemplateSettings }) {
  const id = useId();
  const update = useUpdateEmailTemplateEditors();
  const current = EMAIL_TEMPLATE_EDITORS_LABELS[settings.editors];

  if (!settings.mayChangeEditors) {
    return (
      <p className="text-sm text-gray-700">
        Who can change these templates: <span className="font-medium">{current.label}</span>
      </p>
    );
  }

  function choose(editors: EmailTemplateEditors) {
    update.mutate(editors, {
      onSuccess: (saved) => toast.success({ content: `${EMAIL_TEMPLATE_EDITORS_LABELS[saved.editors].label} can now change the email templates` }),
    });
  }

  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-gray-200 p-3">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Who can change these templates
      </label>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-description`}
        value={update.isPending && update.variables ? update.variables : settings.editors}
        disabled={update.isPending}
        options={OPTIONS}
        onChange={(event) => choose(event.target.value as EmailTemplateEditors)}
        className="sm:max-w-xs"
      />
      <p id={`${id}-description`} className="text-xs text-gray-600">
        {current.description}. The Admin always can.
      </p>
      {update.error ? <FormErrorAlert error={update.error} /> : null}
    </div>
  );
}
