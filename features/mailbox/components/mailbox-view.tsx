"use client";

import dayjs from "dayjs";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { MailboxMail } from "@/server/modules/mail/mailbox-schemas";
import { useMailbox } from "../api/get-mailbox";

const MAILBOX_LIMIT = 50;
/** Verification and reset codes are six digits. */
const CODE_PATTERN = /\b(\d{6})\b/;

const STATUS_LABELS: Record<MailboxMail["status"], { label: string; className: string }> = {
  pending: { label: "Waiting", className: "bg-amber-100 text-amber-900" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900" },
  held: { label: "Held (no SMTP)", className: "bg-gray-200 text-gray-800" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
};

function codesIn(text: string): string[] {
  return [...new Set(text.match(new RegExp(CODE_PATTERN, "g")) ?? [])];
}

function formatTime(iso: string): string {
  return dayjs(iso).format("D MMM YYYY, HH:mm:ss");
}

/** The body with each six-digit code marked. */
function MailBody({ text }: { text: string }) {
  const parts = text.split(new RegExp(CODE_PATTERN, "g"));
  return (
    <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-3 font-sans text-sm leading-relaxed text-gray-800">
      {parts.map((part, index) =>
        // split() with a capture group puts the codes at the odd indexes.
        index % 2 === 1 ? (
          <mark key={index} className="rounded bg-brand-100 px-1 font-mono font-semibold text-brand-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function MailCard({ mail }: { mail: MailboxMail }) {
  const titleId = useId();
  const codes = codesIn(`${mail.subject}\n${mail.text}`);
  const status = STATUS_LABELS[mail.status];
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold text-gray-900">
            {mail.subject}
          </h2>
          <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium", status.className)}>
            {status.label}
          </span>
        </header>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">To</dt>
          <dd className="min-w-0 break-all text-gray-900">{mail.to}</dd>
          <dt className="text-gray-600">Kind</dt>
          <dd className="text-gray-900">{mail.category}</dd>
          <dt className="text-gray-600">Queued</dt>
          <dd className="text-gray-900">
            <time dateTime={mail.createdAt}>{formatTime(mail.createdAt)}</time>
          </dd>
          {mail.sentAt ? (
            <>
              <dt className="text-gray-600">Sent</dt>
              <dd className="text-gray-900">
                <time dateTime={mail.sentAt}>{formatTime(mail.sentAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {codes.length > 0 ? (
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm text-gray-600">{codes.length === 1 ? "Code" : "Codes"}</span>
            {codes.map((code) => (
              <span
                key={code}
                className="select-all rounded-lg bg-brand-50 px-3 py-1 font-mono text-2xl font-semibold tracking-[0.2em] text-brand-900"
              >
                {code}
              </span>
            ))}
          </p>
        ) : null}
        <MailBody text={mail.text} />
        {mail.attachments.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
            {mail.attachments.map((file) => (
              <li key={file.filename}>
                <a
                  className="inline-flex rounded-md border border-gray-300 px-2 py-1 text-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  href={`data:${file.contentType.split(";")[0]};charset=utf-8,${encodeURIComponent(file.content)}`}
                  download={file.filename}
                >
                  {file.filename}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The local mailbox: what the app would have mailed, newest first, so sign-in and reset codes work
 * on a machine without SMTP. Only rendered when LOCAL_MAILBOX=1.
 */
export function MailboxView() {
  const [draft, setDraft] = useState("");
  const [to, setTo] = useState<string | undefined>();
  const mailbox = useMailbox({ limit: MAILBOX_LIMIT, to });
  const inputId = useId();

  return (
    <div>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900">Local mailbox</h1>
          <p className="mt-1 text-sm text-gray-600">
            Mail the app sends, newest first. On because LOCAL_MAILBOX=1; never turn it on in production.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void mailbox.refetch()}>
          Refresh
        </Button>
      </header>

      <form
        method="get"
        role="search"
        className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setTo(draft.trim() || undefined);
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
            Recipient
          </label>
          <Input
            id={inputId}
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder="owner@demo-company.test"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {to ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft("");
                setTo(undefined);
              }}
            >
              Show all
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-label="Mail" className="mt-6">
        {mailbox.isPending ? (
          <Spinner label="Loading mail..." />
        ) : mailbox.isError ? (
          <QueryError error={mailbox.error} title="Could not load the mailbox:" messageOnly onRetry={() => void mailbox.refetch()} />
        ) : mailbox.data.docs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600">
            {to ? `No mail to ${to} yet.` : "No mail yet. Sign-up codes, password resets and invitations appear here."}
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600" aria-live="polite">
              {mailbox.data.docs.length === MAILBOX_LIMIT
                ? `The newest ${MAILBOX_LIMIT} mails`
                : `${mailbox.data.docs.length} ${mailbox.data.docs.length === 1 ? "mail" : "mails"}`}
              {to ? ` to ${to}` : ""}
            </p>
            <ul className="flex flex-col gap-3">
              {mailbox.data.docs.map((mail) => (
                <MailCard key={mail.id} mail={mail} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
