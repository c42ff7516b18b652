"use client";

import { Building2, CircleAlert } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { ErrorDisplay } from "@/components/ui/error-display";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { formatDateTime } from "@/lib/format/date";
import { signInPath } from "@/lib/routes";
import { JOIN_TEAM_PATH, TEAM_ERROR_CODES } from "@/server/modules/team/team-contract";
import type { InvitationPreview } from "@/server/modules/team/team-schemas";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitationPreview } from "../api/preview-invitation";

type JoinTeamProps = {
  token: string;
  /** The signed-in account's email; null when nobody is signed in; undefined while it is being read. */
  signedInEmail: string | null | undefined;
  /** Joined: the session now carries the company (the page moves into the portal). */
  onJoined: () => void;
  /** Signed in as someone else: sign out, then come back to this link to sign in as the invitee. */
  onSwitchAccount: (returnTo: string) => void;
};

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <CircleAlert className="size-12 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div className="text-sm text-gray-600">{children}</div>
    </div>
  );
}

function CompanyHeading({ preview }: { preview: InvitationPreview }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {preview.companyLogoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the logo is served by our API; no optimiser round trip needed.
        <img src={preview.companyLogoUrl} alt="" className="size-16 rounded-xl border border-gray-200 object-contain" />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-xl bg-brand-50">
          <Building2 className="size-8 text-brand-600" aria-hidden />
        </span>
      )}
      <h1 className="text-2xl font-semibold text-gray-900">Join {preview.companyName}</h1>
      <p className="text-sm text-gray-600">
        {preview.invitedByName ? `${preview.invitedByName} invited` : "You are invited as"} <span className="font-medium text-gray-900">{preview.email}</span> to join
        the team on the hiring portal.
      </p>
    </div>
  );
}

/**
 * The page the invitation email's join link opens (spec 4 "invited member"): it names the company
 * and lets the signed-in invitee accept, or sends them to sign in or sign up and back here.
 */
export function JoinTeam({ token, signedInEmail, onJoined, onSwitchAccount }: JoinTeamProps) {
  // Asked once we know who is signed in: finding out may end a dead session, which clears the cache.
  const preview = useInvitationPreview(token, { enabled: signedInEmail !== undefined });
  const accept = useAcceptInvitation();
  const [error, setError] = useState<unknown>(null);
  const here = `${JOIN_TEAM_PATH}?${new URLSearchParams({ token }).toString()}`;

  if (!token) {
    return <Notice title="This link is incomplete">Open the join link from your invitation email again, or ask your Admin to resend it.</Notice>;
  }
  if (preview.isPending || signedInEmail === undefined) return <Spinner className="mx-auto" />;
  if (preview.isError) {
    if (toApiClientError(preview.error).status === 404) {
      return (
        <Notice title="This invitation is no longer valid">
          It may have been withdrawn, or replaced by a newer email. Ask your Admin to send the invitation again.
        </Notice>
      );
    }
    return <ErrorDisplay error={preview.error} />;
  }

  const invitation = preview.data;
  if (invitation.status === "active") {
    return (
      <Notice title={`You already joined ${invitation.companyName}`}>
        <Link className={buttonClassName({ className: "mt-3" })} href={signedInEmail ? "/" : signInPath("/")}>{signedInEmail ? "Go to the portal" : "Sign in"}</Link>
      </Notice>
    );
  }
  if (invitation.expired) {
    return (
      <Notice title="This invitation has expired">
        It was valid until {formatDateTime(invitation.expiresAt)}. Ask {invitation.invitedByName ?? "your Admin"} to resend it.
      </Notice>
    );
  }

  const isInvitee = signedInEmail !== null && signedInEmail.toLowerCase() === invitation.email.toLowerCase();
  const join = async () => {
    setError(null);
    try {
      await accept.mutateAsync(token);
      track("ed_team_invitation_accepted", { companyName: invitation.companyName });
      onJoined();
    } catch (caught) {
      const code = toApiClientError(caught).code;
      // Joined meanwhile (another tab): the portal is the place to be.
      if (code === TEAM_ERROR_CODES.invitationAlreadyAccepted) void preview.refetch();
      setError(caught);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <CompanyHeading preview={invitation} />
      {error ? <FormErrorAlert error={error} /> : null}
      {isInvitee ? (
        <Button type="button" size="lg" loading={accept.isPending} onClick={() => void join()}>
          Accept and join
        </Button>
      ) : signedInEmail ? (
        <div className="flex flex-col gap-3 text-center">
          <p className="text-sm text-gray-700">
            You are signed in as <span className="font-medium">{signedInEmail}</span>. This invitation is for{" "}
            <span className="font-medium">{invitation.email}</span>.
          </p>
          <Button type="button" size="lg" onClick={() => onSwitchAccount(here)}>
            Sign out and continue as {invitation.email}
          </Button>
        </div>
      ) : invitation.accountExists ? (
        <Link className={buttonClassName({ size: "lg" })} href={signInPath(here)}>Sign in to accept</Link>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-gray-700">
            Create your account with <span className="font-medium">{invitation.email}</span>, then come back here to join.
          </p>
          <Link className={buttonClassName({ size: "lg" })} href={`/sign-up?${new URLSearchParams({ redirectUrl: here }).toString()}`}>Create account</Link>
          <Link className={buttonClassName({ variant: "link" })} href={signInPath(here)}>I already have an account</Link>
        </div>
      )}
      <p className="text-center text-xs text-gray-500">The link is valid until {formatDateTime(invitation.expiresAt)}.</p>
    </div>
  );
}
