/** A member's picture, or their initials (first two words of the name). */
export function MemberAvatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  if (pictureUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- profile pictures come from our API or the configured image hosts; a plain img keeps them out of the optimiser.
    return <img src={pictureUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700" aria-hidden>
      {initials || "?"}
    </span>
  );
}
