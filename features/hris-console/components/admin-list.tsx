import { HRIS_ACCESS_AREA_LABELS, HRIS_ACCESS_AREAS, HRIS_ADMIN_ROLE_LABELS } from "@/server/modules/hris/hris-contract";
import type { HrisAdmin } from "@/server/modules/hris/hris-schemas";
import { consolePaths } from "../lib/console-paths";

/**
 * The HRIS admins with their access. A Super Admin has every area and cannot be removed; an admin's
 * areas are checkboxes saved with one button, and removal asks once more (a disclosure, no script).
 */
export function AdminList({ admins }: { admins: HrisAdmin[] }) {
  return (
    <section aria-labelledby="admins-title" className="space-y-3">
      <h2 id="admins-title" className="text-lg font-semibold">
        Admins
      </h2>
      <ul className="space-y-3">
        {admins.map((admin) => (
          <li key={admin.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{admin.name}</p>
                <p className="break-all text-sm text-gray-600">{admin.email}</p>
              </div>
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{HRIS_ADMIN_ROLE_LABELS[admin.role]}</span>
            </div>
            {admin.role === "superAdmin" ? (
              <p className="mt-3 text-sm text-gray-600">Every access. The Super Admin cannot be removed.</p>
            ) : (
              <AdminControls admin={admin} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AdminControls({ admin }: { admin: HrisAdmin }) {
  return (
    <div className="mt-3 space-y-3">
      <form method="post" action={consolePaths.accessActions}>
        <input type="hidden" name="intent" value="access" />
        <input type="hidden" name="id" value={admin.id} />
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">Access of {admin.name}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {HRIS_ACCESS_AREAS.map((area) => (
              <label key={area} className="flex min-h-10 items-center gap-2 text-sm">
                <input type="checkbox" name="access" value={area} defaultChecked={admin.access.includes(area)} className="size-4" />
                {HRIS_ACCESS_AREA_LABELS[area]}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" aria-label={`Save access of ${admin.name}`} className="mt-2 inline-flex h-10 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-50">
          Save access
        </button>
      </form>
      <details>
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-medium text-red-700">Remove {admin.name}</summary>
        <form method="post" action={consolePaths.accessActions} className="mt-2 rounded-lg bg-red-50 p-3">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={admin.id} />
          <p className="text-sm text-red-900">{admin.name} loses HRIS access at once. They can ask again from the portal.</p>
          <button type="submit" className="mt-2 inline-flex h-10 items-center rounded-lg bg-red-600 px-4 text-sm font-medium text-white hover:bg-red-700">
            Remove access of {admin.name}
          </button>
        </form>
      </details>
    </div>
  );
}
