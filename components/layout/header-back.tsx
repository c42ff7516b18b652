"use client";

import { useEffect } from "react";
import { useHeaderStore } from "./header-store";

/**
 * Declares the header's back button for the page that renders it, and removes it when the page
 * goes away: `<HeaderBack label="Back to Job Post" href="/job-post" />`. Renders nothing itself.
 */
export function HeaderBack({ label, href }: { label: string; href: string }) {
  const setBack = useHeaderStore((state) => state.setBack);
  useEffect(() => {
    setBack({ label, href });
    return () => setBack(null);
  }, [label, href, setBack]);
  return null;
}
