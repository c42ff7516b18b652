"use client";

import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FEEDBACK_SCREENSHOT_TYPES } from "@/server/modules/help-center/help-center-contract";

type ScreenshotFieldProps = {
  /** From FormField: the ids that tie the input to its label, hint and error. */
  control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string };
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The optional screenshot: a file input, then a preview of the chosen image with a Remove button. */
export function ScreenshotField({ control, file, onChange, disabled }: ScreenshotFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // A local preview of the chosen image: made when a file is chosen, revoked when it is replaced,
  // removed, or the field goes away.
  const previewUrl = useRef<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next && next.type.startsWith("image/") ? URL.createObjectURL(next) : null;
    setPreview(previewUrl.current);
    onChange(next);
  };

  const remove = () => {
    choose(null);
    if (input.current) {
      input.current.value = "";
      // Back to the input, so the keyboard does not lose its place when the preview goes.
      input.current.focus();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        className={`flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 px-3 py-3 text-sm text-gray-700 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 hover:border-brand-500 ${control["aria-invalid"] ? "border-red-500" : ""}`}
      >
        <ImagePlus className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0 flex-1">{file ? "Choose another image" : "Choose an image"}</span>
        <input
          ref={input}
          {...control}
          type="file"
          accept={FEEDBACK_SCREENSHOT_TYPES.join(",")}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
      </label>
      {file ? (
        <figure className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-2">
          {preview ? (
            // A local object URL: next/image cannot optimise it, and it needs no loader.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={preview} alt="Preview of the chosen screenshot" className="h-20 w-28 shrink-0 rounded-md border border-gray-100 bg-gray-50 object-contain" />
          ) : null}
          <figcaption className="min-w-0 flex-1 pt-1 text-sm">
            <span className="block truncate font-medium text-gray-900">{file.name || "Screenshot"}</span>
            <span className="block text-xs text-gray-500">{kilobytes(file.size)}</span>
          </figcaption>
          <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={disabled} aria-label={`Remove ${file.name || "the screenshot"}`}>
            <X className="size-4" aria-hidden />
            Remove
          </Button>
        </figure>
      ) : null}
    </div>
  );
}
