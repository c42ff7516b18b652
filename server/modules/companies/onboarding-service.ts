import { invalidFields } from "@/server/api/errors";
import { toSafeRichText } from "@/server/lib/rich-text";
import { emailDomain } from "@/server/auth/email-rules";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { accountNotFound } from "@/server/modules/auth/auth-errors";
import { primaryMembership, findUserById } from "@/server/modules/auth/user-state-service";
import { notify } from "@/server/modules/notifications/notify-service";
import { companyAlreadyExists, noCompanyToJoin } from "./companies-errors";
import {
  JOIN_REQUEST_NOTIFICATION_TYPE,
  type employerProfileRequestSchema,
} from "./companies-schemas";
import {
  activeOwnerIds,
  findCompanyByDomain,
  insertCompany,
  insertMembership,
  updateMembershipFields,
  updateUserPersonalFields,
  upsertEmployerProfile,
} from "./companies-queries";
import type { z } from "zod";
import { availableCompanySlug } from "./company-slug";

type EmployerProfileInput = z.output<typeof employerProfileRequestSchema>;

function splitCommaList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 20);
}

/**
 * Onboarding (PUT /v1/profiles/employer, spec 3 company registration mapping). Saves the personal
 * fields; on the first call it also creates the company on the user's email domain with the user as
 * owner, or (isJoin) files a pending membership in the existing company and notifies its owners.
 * Later calls update only the personal fields.
 */
export async function completeOnboarding(db: Database, userId: string, input: EmployerProfileInput): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw accountNotFound();
  const domain = emailDomain(user.email);
  const existingMembership = await primaryMembership(db, userId);
  const existingCompany = existingMembership ? undefined : await findCompanyByDomain(db, domain);
  if (!existingMembership) {
    if (!input.isJoin && !input.company) {
      const message = "Company details are required unless you join an existing company";
      throw invalidFields("json", [{ field: "company", message }]);
    }
    if (input.isJoin && !existingCompany) {
      throw noCompanyToJoin();
    }
    if (!input.isJoin && existingCompany) throw companyAlreadyExists();
  }

  try {
    await db.transaction(async (tx) => {
      await updateUserPersonalFields(tx, userId, { phoneNumber: input.handphone, ...(input.name ? { name: input.name } : {}) });
      // Settings (Personal Info) send the personal fields only: onboarding answers left out are kept.
      const profile = {
        ...(input.employeeTargets !== undefined || !existingMembership ? { employeeTargets: input.employeeTargets ?? [] } : {}),
        ...(input.howToKnowDeall !== undefined || !existingMembership ? { howToKnowDeall: splitCommaList(input.howToKnowDeall) } : {}),
      };
      await upsertEmployerProfile(tx, userId, profile);

      if (existingMembership) {
        await updateMembershipFields(tx, existingMembership.membership.id, { department: input.department, ...(input.jobTitle ? { jobTitle: input.jobTitle } : {}) });
        return;
      }

      if (input.isJoin && existingCompany) {
        const membership = await insertMembership(tx, {
          companyId: existingCompany.id,
          userId,
          role: "member",
          status: "pending",
          jobTitle: input.jobTitle,
          department: input.department,
        });
        await notify(tx, {
          recipientUserIds: await activeOwnerIds(tx, existingCompany.id),
          companyId: existingCompany.id,
          type: JOIN_REQUEST_NOTIFICATION_TYPE,
          category: "company",
          title: "New request to join your company",
          body: `${input.name ?? user.name} (${user.email}) asked to join ${existingCompany.name}.`,
          data: { userCompanyId: membership.id, pageUrl: "/manage-team", pageName: "Manage Team" },
        });
        return;
      }

      const company = input.company!;
      const created = await insertCompany(tx, {
        name: company.name,
        slug: await availableCompanySlug(tx, company.name),
        sector: company.sector,
        emailDomain: domain,
        logoUrl: company.logoUrl,
        description: toSafeRichText(company.description),
        website: company.website,
        size: company.size,
        cityId: company.cityId,
        cultures: company.cultures ?? [],
        whatSpecial: toSafeRichText(company.whatSpecial),
        insight: company.insight ?? {},
      });
      await insertMembership(tx, {
        companyId: created.id,
        userId,
        role: "owner",
        status: "active",
        jobTitle: input.jobTitle,
        department: input.department,
      });
    });
  } catch (error) {
    // Two people of one domain registering the company at the same moment: the second is told to join.
    if (isUniqueViolation(error)) throw companyAlreadyExists();
    throw error;
  }
}
