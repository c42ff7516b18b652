"use client";

import { useRef } from "react";
import { FEEDBACK_SCREENSHOT_TYPES } from "@/server/modules/help-center/help-center-contract";
import type { ScreenshotPreview } from "./screenshot-preview";

type ScreenshotFieldProps = {
  /** From FormField: the ids that tie the input to its label, hint and error. */
  control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string };
  file: File | null;
  onChange: (file: File | null) => void;
  /** The preview, once its module has loaded; until then the file's name stands in. */
  Preview: typeof ScreenshotPreview | undefined;
  disabled?: boolean;
};

/** The optional screenshot: a file input, then a preview of the chosen image with a Remove button. */
export function ScreenshotField({ control, file, onChange, Preview, disabled }: ScreenshotFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    onChange(null);
    if (input.current) {
      input.current.value = "";
      // Back to the input, so the keyboard does not lose its place when the preview goes.
      input.current.focus();
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <label
        className={`flex cursor-pointer items-center justify-center rounded-lg border border-dashed bg-gray-50 px-3 py-4 text-sm font-medium text-brand-700 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 hover:border-brand-500 ${control["aria-invalid"] ? "border-red-500" : "border-gray-300"}`}
      >
        {file ? "Choose another image" : "Choose an image"}
        <input
          ref={input}
          {...control}
          type="file"
          accept={FEEDBACK_SCREENSHOT_TYPES.join(",")}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      </label>
      {file && Preview ? <Preview file={file} onRemove={remove} disabled={disabled} /> : null}
      {file && !Preview ? <p className="truncate text-sm text-gray-700">{file.name}</p> : null}
    </div>
  );
}
