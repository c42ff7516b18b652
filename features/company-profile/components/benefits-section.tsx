"use client";

import { Plus, Sparkles, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { BENEFITS } from "@/server/modules/companies/companies-contract";
import { BENEFIT_LABELS, MAX_CUSTOM_BENEFITS } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { useUpdateCompanyProfile } from "../api/update-company-profile";
import { BENEFIT_ICONS } from "../lib/benefit-icons";
import { NotFilled, ProfileSection } from "./profile-section";
import { SectionFormActions } from "./section-form-actions";

type Benefit = (typeof BENEFITS)[number];
const CUSTOM_BENEFIT_MAX_LENGTH = 80;

function BenefitTag({ icon: Icon, label }: { icon: React.ComponentType<{ className?: string }>; label: string }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-medium text-gray-900">
      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
      {label}
    </li>
  );
}

function BenefitsForm({ profile, onDone }: { profile: CompanyProfile; onDone: () => void }) {
  const update = useUpdateCompanyProfile(profile.id);
  const [benefits, setBenefits] = useState<Benefit[]>(profile.insight.benefits);
  const [custom, setCustom] = useState<string[]>(profile.insight.customBenefits);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const draftId = useId();

  const toggle = (benefit: Benefit) => setBenefits((current) => (current.includes(benefit) ? current.filter((item) => item !== benefit) : [...current, benefit]));
  const addCustom = () => {
    const value = draft.trim();
    if (!value) return setDraftError("Type the benefit first");
    if (custom.some((item) => item.toLowerCase() === value.toLowerCase())) return setDraftError("This benefit is already listed");
    if (custom.length >= MAX_CUSTOM_BENEFITS) return setDraftError(`At most ${MAX_CUSTOM_BENEFITS} benefits of your own`);
    setCustom([...custom, value]);
    setDraft("");
    setDraftError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      // Keep the catalogue's order, whatever order they were ticked in.
      await update.mutateAsync({ insight: { benefits: BENEFITS.filter((benefit) => benefits.includes(benefit)), customBenefits: custom } });
      toast.success({ title: "Benefits saved" });
      onDone();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">Benefits you offer</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit];
            return (
              <label
                key={benefit}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-800 hover:border-brand-500",
                  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                )}
              >
                <input type="checkbox" checked={benefits.includes(benefit)} onChange={() => toggle(benefit)} className="size-4 shrink-0 accent-brand-600" />
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
                {BENEFIT_LABELS[benefit]}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col gap-2">
        <label htmlFor={draftId} className="text-sm font-medium text-gray-800">
          Benefits of your own
        </label>
        <div className="flex gap-2">
          <Input
            id={draftId}
            value={draft}
            maxLength={CUSTOM_BENEFIT_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addCustom();
              }
            }}
            aria-invalid={Boolean(draftError)}
            aria-describedby={draftError ? `${draftId}-error` : undefined}
            placeholder="e.g. Quarterly wellness day"
          />
          <Button type="button" variant="secondary" onClick={addCustom}>
            <Plus className="size-4" aria-hidden />
            Add
          </Button>
        </div>
        {draftError ? (
          <p id={`${draftId}-error`} role="alert" className="text-xs text-red-600">
            {draftError}
          </p>
        ) : null}
        {custom.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {custom.map((item) => (
              <li key={item} className="flex items-center gap-1 rounded-lg bg-gray-100 py-1 pr-1 pl-3 text-sm">
                {item}
                <button type="button" onClick={() => setCustom(custom.filter((value) => value !== item))} className="rounded p-1 text-gray-500 hover:bg-gray-200" aria-label={`Remove ${item}`}>
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <SectionFormActions saving={update.isPending} onCancel={onDone} error={error} />
    </form>
  );
}

/** The 24 benefits of spec 3 with their icons, and the company's own (behind the culture and benefits flag). */
export function BenefitsSection({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { benefits, customBenefits } = profile.insight;
  return (
    <ProfileSection title="Benefits" description="What people get for working with you." canEdit={canEdit} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <BenefitsForm profile={profile} onDone={() => setEditing(false)} />
      ) : benefits.length + customBenefits.length === 0 ? (
        <p className="text-sm">
          <NotFilled>No benefits listed yet</NotFilled>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Benefits">
          {benefits.map((benefit) => (
            <BenefitTag key={benefit} icon={BENEFIT_ICONS[benefit]} label={BENEFIT_LABELS[benefit]} />
          ))}
          {customBenefits.map((item) => (
            <BenefitTag key={`custom-${item}`} icon={Sparkles} label={item} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
