"use client";

import { FileSpreadsheet, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { IMPORT_ACCEPT, IMPORT_MAX_ROWS } from "@/server/modules/job-imports/job-imports-contract";

/**
 * Where the spreadsheet is chosen: dropped on the area, or picked with the button (the keyboard
 * path). The server decides whether it is a CSV or XLSX it can read.
 */
export function FileDropZone({ onFile, busy, fileName }: { onFile: (file: File) => void; busy: boolean; fileName: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-6",
        dragging ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white",
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      {fileName ? <FileSpreadsheet className="size-10 text-brand-600" aria-hidden /> : <Upload className="size-10 text-gray-400" aria-hidden />}
      {fileName ? (
        <p className="text-sm text-gray-800">
          <span className="font-semibold break-all">{fileName}</span>
        </p>
      ) : (
        <p className="text-sm text-gray-700">Drag and drop a CSV or Excel (.xlsx) file here</p>
      )}
      <p className="text-xs text-gray-500">The first row holds the column headers; up to {IMPORT_MAX_ROWS.toLocaleString("en-US")} applicants and 5 MB per file.</p>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="Applicant file"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button type="button" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden />
        {fileName ? "Choose another file" : "Choose file"}
      </Button>
    </div>
  );
}
