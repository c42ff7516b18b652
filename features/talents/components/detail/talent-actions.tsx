"use client";

import { BookmarkPlus, Mail, Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { preloadDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { toastError } from "@/components/ui/error-display";
import type { TalentDetailContext } from "@/server/modules/talents/talents-contract";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { useSaveTalent } from "../../api/save-talent";
import type { ContactSender } from "../../lib/contact-template";

// The dialogs (and their forms) load when first opened, not with the page.
const ContactTalentDialog = dynamic(() => import("../dialogs/contact-talent-dialog").then((module) => module.ContactTalentDialog));
const InviteTalentDialog = dynamic(() => import("../dialogs/invite-talent-dialog").then((module) => module.InviteTalentDialog));

const preload = () => {
  void preloadDialog();
  void import("../dialogs/contact-talent-dialog");
  void import("../dialogs/invite-talent-dialog");
};

/** Save to Talent Database (from search), Contact and Invite to apply: for those who may manage only. */
export function TalentActions({ talent, context, sender }: { talent: TalentDetail; context: TalentDetailContext; sender: ContactSender }) {
  const [dialog, setDialog] = useState<"contact" | "invite" | null>(null);
  const save = useSaveTalent(talent.id);
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <div className="flex shrink-0 flex-wrap gap-2" onPointerEnter={preload} onFocus={preload}>
      {context === "talentHunt" && !talent.inDatabase ? (
        <Button
          variant="secondary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(undefined, {
              onSuccess: () => toast.success({ title: "Saved to Talent Database", subtitle: `${talent.name} is now in your company's Talent Database.` }),
              onError: (error) => toastError(error),
            })
          }
        >
          <BookmarkPlus className="size-4" aria-hidden />
          Save to Talent Database
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setDialog("invite")}>
        <Send className="size-4" aria-hidden />
        Invite to apply
      </Button>
      <Button onClick={() => setDialog("contact")}>
        <Mail className="size-4" aria-hidden />
        Contact
      </Button>
      {dialog === "contact" ? <ContactTalentDialog open onOpenChange={close} talent={talent} sender={sender} /> : null}
      {dialog === "invite" ? <InviteTalentDialog open onOpenChange={close} talent={talent} /> : null}
    </div>
  );
}
