"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { ABOUT_MAX_LENGTH, WHAT_SPECIAL_MAX_LENGTH } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { useUpdateAbout } from "../api/update-about";
import { NotFilled, ProfileSection } from "./profile-section";
import { SectionFormActions } from "./section-form-actions";
import type { AboutFormValues } from "../lib/company-profile-form-schema";

/** The About form: the API's rules, with empty meaning "not filled in" (sent as null). */
const aboutFormValidation = lazyResolver(() => import("../lib/company-profile-form-schema").then((schema) => schema.aboutFormResolver));

function AboutForm({ profile, onDone }: { profile: CompanyProfile; onDone: () => void }) {
  const updateAbout = useUpdateAbout(profile.id);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<AboutFormValues>({
    resolver: aboutFormValidation.resolver,
    defaultValues: { description: profile.description ?? "", website: profile.website ?? "", whatSpecial: profile.whatSpecial ?? "" },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: "description" });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await updateAbout.mutateAsync({ description: values.description || null, website: values.website || null, whatSpecial: values.whatSpecial || null });
      toast.success({ title: "About saved" });
      onDone();
    } catch (caught) {
      if (applyServerFieldErrors(caught, form.setError, ["description", "website", "whatSpecial"]) === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={aboutFormValidation.preload} noValidate className="flex flex-col gap-4">
      <FormField label="About the company" error={errors.description?.message} hint={`${description.length}/${ABOUT_MAX_LENGTH}`}>
        {(control) => <TextArea {...control} {...form.register("description")} rows={6} maxLength={ABOUT_MAX_LENGTH} placeholder="What does your company do, and for whom?" />}
      </FormField>
      <FormField label="Website" error={errors.website?.message}>
        {(control) => <Input {...control} {...form.register("website")} type="url" inputMode="url" placeholder="https://company.com" />}
      </FormField>
      <FormField label="What is special about working here" error={errors.whatSpecial?.message}>
        {(control) => <TextArea {...control} {...form.register("whatSpecial")} maxLength={WHAT_SPECIAL_MAX_LENGTH} />}
      </FormField>
      <SectionFormActions saving={updateAbout.isPending} onCancel={onDone} error={error} />
    </form>
  );
}

/** About (PUT /v1/job-portal/company/{id}/about): description, website and what is special, as plain text. */
export function AboutSection({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection title="About" canEdit={canEdit} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <AboutForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className="flex flex-col gap-4 text-sm">
          <div>
            <dt className="font-medium text-gray-500">About the company</dt>
            <dd className="mt-1 whitespace-pre-line text-gray-900">{profile.description || <NotFilled />}</dd>
          </div>
          <div>
            <dt className="font-medium text-gray-500">Website</dt>
            <dd className="mt-1 break-all">
              {profile.website ? (
                <a href={profile.website} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
                  {profile.website}
                </a>
              ) : (
                <NotFilled />
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-gray-500">What is special about working here</dt>
            <dd className="mt-1 whitespace-pre-line text-gray-900">{profile.whatSpecial || <NotFilled />}</dd>
          </div>
        </dl>
      )}
    </ProfileSection>
  );
}
