"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";

/** A value to type into a banking app (a VA number, a bill key), with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-xl font-semibold tracking-wider text-gray-900">{value}</span>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-xs text-gray-700 hover:bg-gray-50"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
          {copied ? "Copied" : `Copy ${label.toLowerCase()}`}
        </button>
      </dd>
    </div>
  );
}
