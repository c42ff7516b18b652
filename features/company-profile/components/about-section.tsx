"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RichText } from "@/components/ui/rich-text";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { richTextLength } from "@/server/lib/rich-text-contract";
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
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <RichTextEditor
            label="About the company"
            value={field.value}
            onChange={field.onChange}
            error={errors.description?.message}
            hint={`What does your company do, and for whom? ${richTextLength(field.value)}/${ABOUT_MAX_LENGTH}`}
          />
        )}
      />
      <FormField label="Website" error={errors.website?.message}>
        {(control) => <Input {...control} {...form.register("website")} type="url" inputMode="url" placeholder="https://company.com" />}
      </FormField>
      <Controller
        control={form.control}
        name="whatSpecial"
        render={({ field }) => (
          <RichTextEditor
            label="What is special about working here"
            value={field.value}
            onChange={field.onChange}
            error={errors.whatSpecial?.message}
            hint={`${richTextLength(field.value)}/${WHAT_SPECIAL_MAX_LENGTH}`}
          />
        )}
      />
      <SectionFormActions saving={updateAbout.isPending} onCancel={onDone} error={error} />
    </form>
  );
}

/** About (PUT /v1/job-portal/company/{id}/about): description and what is special as rich text, and the website. */
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
            <dd className="mt-1">{profile.description ? <RichText html={profile.description} /> : <NotFilled />}</dd>
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
            <dd className="mt-1">{profile.whatSpecial ? <RichText html={profile.whatSpecial} /> : <NotFilled />}</dd>
          </div>
        </dl>
      )}
    </ProfileSection>
  );
}
