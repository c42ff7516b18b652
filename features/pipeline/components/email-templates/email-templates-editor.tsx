"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import { formatDateTime } from "@/lib/format/date";
import { EMAIL_TEMPLATE_EDITORS_LABELS } from "@/server/modules/candidate-emails/candidate-emails-contract";
import { useEmailTemplateSettings } from "../../api/get-email-template-settings";
import { useEmailTemplates, type EmailTemplate, type EmailTemplateKey } from "../../api/get-email-templates";
import { useResetEmailTemplate } from "../../api/reset-email-template";
import { useSaveEmailTemplate } from "../../api/save-email-template";
import { PlaceholderFields, type EmailFields } from "../email-composer/placeholder-fields";
import { EmailTemplateEditorsControl } from "./email-template-editors-control";

type FieldErrors = Partial<Record<keyof EmailFields, string>>;

function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of toApiClientError(error).fieldErrors) {
    if ((field === "subject" || field === "body") && !errors[field]) errors[field] = message;
  }
  return errors;
}

function validate(fields: EmailFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.subject.trim()) errors.subject = "Write a subject";
  if (!fields.body.trim()) errors.body = "Write a message";
  return errors;
}

/** One template: its subject and body with the placeholders it may use, saved or reset to the built-in words. */
function TemplateForm({ template, canManage }: { template: EmailTemplate; canManage: boolean }) {
  const [fields, setFields] = useState<EmailFields>({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const dirty = fields.subject !== template.subject || fields.body !== template.body;
  const failure = save.error ?? reset.error;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.reset();
    save.mutate(
      { key: template.key, subject: fields.subject, body: fields.body },
      {
        onSuccess: () => toast.success({ content: `${template.name} template saved` }),
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  function restore() {
    save.reset();
    reset.mutate(template.key, {
      onSuccess: (builtIn) => {
        // The answer is the built-in template; the list refetch brings it too.
        if (builtIn) setFields({ subject: builtIn.subject, body: builtIn.body });
        setErrors({});
        toast.success({ content: `${template.name} template reset to the built-in text` });
      },
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">
        {template.isCustom
          ? `Your company's wording${template.updatedAt ? `, last changed ${formatDateTime(template.updatedAt, { withZoneLabel: true })}` : ""}.`
          : "The built-in wording."}
      </p>
      <PlaceholderFields idPrefix={`template-${template.key}`} value={fields} onChange={setFields} placeholders={template.placeholders} errors={errors} readOnly={!canManage} />
      {failure ? <FormErrorAlert error={failure} /> : null}
      {canManage ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {template.isCustom ? (
            <Button type="button" variant="secondary" loading={reset.isPending} disabled={save.isPending} onClick={restore}>
              Reset to the built-in text
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!dirty || reset.isPending}>
            Save template
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The company's five candidate email templates (spec 3), one tab each. Who may change the words is
 * a company setting (shown above them); others read them. The API decides again on every write.
 */
export function EmailTemplatesEditor() {
  const templates = useEmailTemplates();
  const settings = useEmailTemplateSettings();
  const [selected, setSelected] = useState<EmailTemplateKey | null>(null);
  if (templates.isPending) return <Spinner label="Loading the templates..." />;
  if (templates.isError) {
    return (
      <FormErrorAlert error={templates.error}>
        <Button className="mt-2" variant="secondary" size="sm" onClick={() => void templates.refetch()}>
          Try again
        </Button>
      </FormErrorAlert>
    );
  }
  // Until the setting is known the templates are only shown: nothing offered that may be refused.
  const canManage = settings.data?.mayEditTemplates === true;
  const current = selected ?? templates.data[0]?.key;
  return (
    <div className="flex flex-col gap-4">
      {settings.data ? <EmailTemplateEditorsControl settings={settings.data} /> : null}
      {settings.data && !canManage ? (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">You can read these templates. {EMAIL_TEMPLATE_EDITORS_LABELS[settings.data.editors].label} can change them.</p>
      ) : null}
      <Tabs.Root value={current} onValueChange={(value) => setSelected(value as EmailTemplateKey)} className="flex min-w-0 flex-col gap-4 md:flex-row">
        <Tabs.List aria-label="Email templates" className="flex shrink-0 flex-wrap gap-1 md:w-52 md:flex-col">
          {templates.data.map((template) => (
            <Tabs.Trigger
              key={template.key}
              value={template.key}
              className="rounded-lg px-3 py-2 text-left text-sm font-medium text-gray-700 hover:bg-gray-50 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800"
            >
              {template.name}
              {template.isCustom ? (
                <>
                  {" "}
                  <span className="text-xs font-normal text-gray-600">(edited)</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {templates.data.map((template) => (
          // Every form stays mounted (hidden when not chosen), so unsaved words survive a look at another template.
          <Tabs.Content key={template.key} value={template.key} forceMount hidden={template.key !== current} className="min-w-0 flex-1 focus-visible:outline-none">
            <TemplateForm template={template} canManage={canManage} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
