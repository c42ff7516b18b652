import { RichText } from "@/components/ui/rich-text";
import { formatCity } from "@/lib/format/city";
import type { PublicCompany } from "@/server/modules/careers/careers-schemas";

function CompanyLogo({ company, size }: { company: Pick<PublicCompany, "name" | "logoUrl">; size: "md" | "lg" }) {
  const box = size === "lg" ? "size-16 text-xl" : "size-10 text-sm";
  if (company.logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- served by our API; no image optimisation needed for a logo
    return <img src={company.logoUrl} alt={`${company.name} logo`} className={`${box} shrink-0 rounded-xl border border-gray-200 bg-white object-contain`} />;
  }
  return (
    <span className={`${box} flex shrink-0 items-center justify-center rounded-xl bg-brand-600 font-bold text-white`} aria-hidden>
      {company.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The company's public face at the top of its careers page. */
export function CompanyHeader({ company }: { company: PublicCompany }) {
  const facts = [company.sector, company.sizeLabel ? `${company.sizeLabel} employees` : null, formatCity(company.city)].filter(Boolean);
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <CompanyLogo company={company} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-gray-900">Careers at {company.name}</h1>
          {facts.length > 0 ? <p className="text-sm text-gray-600">{facts.join(" · ")}</p> : null}
        </div>
      </div>
      {company.description ? <RichText html={company.description} className="max-w-3xl text-gray-700" /> : null}
      {company.website ? (
        <a href={company.website} rel="noopener noreferrer" target="_blank" className="w-fit text-sm font-medium break-all text-brand-700 hover:underline">
          {company.website.replace(/^https?:\/\//, "")}
        </a>
      ) : null}
      {company.photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Photos of ${company.name}`}>
          {company.photos.slice(0, 4).map((photo, index) => (
            <li key={photo.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- company photos are served by our API */}
              <img src={photo.url} alt={`${company.name} photo ${index + 1}`} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

export { CompanyLogo };
