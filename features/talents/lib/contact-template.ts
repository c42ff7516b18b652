/** Who is writing: fills the template's Company Name and Your Name (spec 3 placeholders). */
export type ContactSender = { name: string; companyName: string };

/** The contact email's starting text; {{Company Name}}, {{Talent Name}} and {{Your Name}} are spec 3's placeholders. */
export const CONTACT_TEMPLATE = {
  subject: "{{Company Name}} would like to talk with you",
  message:
    "Hi {{Talent Name}},\n\n" +
    "I came across your profile and would like to talk with you about opportunities at {{Company Name}}. " +
    "Would you be open to a short conversation this week?\n\n" +
    "Best regards,\n{{Your Name}}\n{{Company Name}}",
} as const;

/** Replaces every known {{placeholder}}; unknown ones stay as written, for the recruiter to see and edit. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => values[name.trim()] ?? whole);
}

/** The subject and message the contact dialog opens with. */
export function contactDraft(talentName: string, sender: ContactSender): { subject: string; message: string } {
  const values = { "Talent Name": talentName, "Company Name": sender.companyName, "Your Name": sender.name };
  return { subject: fillPlaceholders(CONTACT_TEMPLATE.subject, values), message: fillPlaceholders(CONTACT_TEMPLATE.message, values) };
}
