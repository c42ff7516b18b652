"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout } from "../api/logout";

/** Sign out from the pages outside the shell (onboarding, subscription). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
      <LogOut className="size-4" aria-hidden />
      Log out
    </Button>
  );
}
