"use client";

import { X } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type ScreenshotPreviewProps = { file: File; onRemove: () => void; disabled?: boolean };

/** The chosen screenshot: a thumbnail, its name and size, and Remove. Loaded once the form is in use. */
export function ScreenshotPreview({ file, onRemove, disabled }: ScreenshotPreviewProps) {
  // A local object URL for the thumbnail, made when the image is shown and let go when it goes.
  const showImage = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <figure className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-2">
      {file.type.startsWith("image/") ? (
        // A local object URL: next/image cannot optimise it, and it needs no loader.
        // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the file just chosen; the image optimiser cannot fetch it
        <img ref={showImage} alt="Preview of the chosen screenshot" className="h-20 w-28 shrink-0 rounded-md border border-gray-100 bg-gray-50 object-contain" />
      ) : null}
      <figcaption className="min-w-0 flex-1 pt-1 text-sm">
        <span className="block truncate font-medium text-gray-900">{file.name || "Screenshot"}</span>
        <span className="block text-xs text-gray-500">{sizeLabel(file.size)}</span>
      </figcaption>
      <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name || "the screenshot"}`}>
        <X className="size-4" aria-hidden />
        Remove
      </Button>
    </figure>
  );
}
