import { notFound } from "next/navigation";

/**
 * Any signed-in path no page answers (menu entries whose pages later issues build, typos) gets the
 * shell's own "Page not found" instead of a bare 404 page, so the menu stays at hand. Every real
 * route is more specific than this catch-all and wins.
 */
export default function MissingPortalPage() {
  notFound();
}
