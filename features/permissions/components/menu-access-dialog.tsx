"use client";

import { useApprover } from "../api/get-approver";
import { guardedPageRequest, type GuardedPageKey } from "../lib/guarded-pages";
import { AccessRequestDialog } from "./access-request-dialog";

/** The request-permission dialog a denied menu click opens (loaded on demand by guarded-menu). */
export function MenuAccessDialog({ page, companyId, onClose }: { page: GuardedPageKey; companyId: string; onClose: () => void }) {
  const target = guardedPageRequest(page);
  const approver = useApprover(companyId, target.resource);
  return <AccessRequestDialog open onOpenChange={(open) => (open ? undefined : onClose())} target={target} approverEmail={approver.data?.email} />;
}
