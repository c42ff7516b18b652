"use client";

import { Bold, Italic, Link2, List, ListOrdered, Underline } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "@/lib/cn";
import { containsMarkup, escapeHtml, plainTextToRichText } from "@/server/lib/rich-text-contract";
import { URL_PATTERN } from "@/server/modules/companies/companies-contract";
import { isRichTextEmpty } from "@/lib/rich-text-empty";

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
};

const COMMANDS = [
  { command: "bold", label: "Bold", icon: Bold },
  { command: "italic", label: "Italic", icon: Italic },
  { command: "underline", label: "Underline", icon: Underline },
  { command: "insertUnorderedList", label: "Bulleted list", icon: List },
  { command: "insertOrderedList", label: "Numbered list", icon: ListOrdered },
] as const;

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;
let loaded: Sanitize | undefined;
/** DOMPurify (lib/rich-text.ts) loads with the first editor that is focused or holds text, not with the page. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import("@/lib/rich-text")
    .then((module) => (loaded = module.sanitizeRichText))
    .catch((error: unknown) => {
      sanitizer = undefined;
      throw error;
    });
  return sanitizer;
}
const preloadSanitizer = () => void loadSanitizer().catch(() => undefined);

/** The editor's text alone, escaped into one paragraph: safe without DOMPurify (empty when nothing is written). */
function plainTextHtml(element: HTMLElement): string {
  const text = element.textContent?.trim() ?? "";
  return text ? `<p>${escapeHtml(text)}</p>` : "";
}

/** What the editor holds, as the allow-listed HTML that is stored (empty when nothing is written). */
function cleanHtml(element: HTMLElement, sanitize: Sanitize): string {
  const html = sanitize(element.innerHTML);
  return isRichTextEmpty(html) ? "" : html;
}

/**
 * A small rich text editor (bold, italic, underline, lists, links) on contentEditable. The browser's
 * own shortcuts work (Ctrl+B, Ctrl+I, Ctrl+U); what it produces is sanitised to the spec 5
 * allow-list before it reaches the form, so pasted markup never gets further. DOMPurify loads on
 * the editor's first focus (or with a value to show); until then nothing is written into the editor
 * unsanitised, and what is typed meanwhile is emitted once it has loaded.
 */
export function RichTextEditor({ label, value, onChange, required, error, hint }: RichTextEditorProps) {
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const emittedRef = useRef<string | null>(null);

  // Only a value from outside (a reset, a reload) replaces the content; typing keeps the caret.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === emittedRef.current) return;
    emittedRef.current = value;
    if (value === "") {
      editor.innerHTML = "";
      return;
    }
    // Text stored before the field was rich text keeps its line breaks as paragraphs.
    const markup = containsMarkup(value) ? value : plainTextToRichText(value);
    if (loaded) {
      editor.innerHTML = loaded(markup);
      return;
    }
    let current = true;
    loadSanitizer().then(
      (sanitize) => {
        if (current && emittedRef.current === value) editor.innerHTML = sanitize(markup);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value]);

  const emitWith = (sanitize: Sanitize) => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = cleanHtml(editor, sanitize);
    emittedRef.current = html;
    onChange(html);
  };
  const emit = () => {
    if (loaded) return emitWith(loaded);
    // Typed before DOMPurify arrived (it starts loading on focus): the form gets the plain text at
    // once, so a Next pressed straight away sees what is written, and the sanitised markup as soon as
    // DOMPurify has loaded.
    const editor = editorRef.current;
    if (editor) {
      const text = plainTextHtml(editor);
      emittedRef.current = text;
      onChange(text);
    }
    void loadSanitizer().then(emitWith, () => undefined);
  };

  const run = (command: string, argument?: string) => {
    editorRef.current?.focus();
    document.execCommand("defaultParagraphSeparator", false, "p");
    document.execCommand(command, false, argument);
    emit();
  };

  const addLink = () => {
    const url = window.prompt("Link address (starting with http:// or https://)")?.trim();
    if (!url || !URL_PATTERN.test(url)) return;
    run("createLink", url);
    editorRef.current?.querySelectorAll("a:not([target])").forEach((link) => {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    });
    emit();
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        ) : null}
      </span>
      <div className={cn("rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100", error ? "border-red-500" : "border-gray-300")}>
        <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 border-b border-gray-200 p-1">
          {COMMANDS.map(({ command, label: name, icon: Icon }) => (
            <button
              key={command}
              type="button"
              aria-label={name}
              title={name}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              className="grid size-8 place-items-center rounded-md text-gray-700 hover:bg-gray-100"
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
          <button
            type="button"
            aria-label="Link"
            title="Link"
            onMouseDown={(event) => event.preventDefault()}
            onClick={addLink}
            className="grid size-8 place-items-center rounded-md text-gray-700 hover:bg-gray-100"
          >
            <Link2 className="size-4" aria-hidden />
          </button>
        </div>
        <div
          ref={editorRef}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-required={required || undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onFocus={preloadSanitizer}
          onPointerEnter={preloadSanitizer}
          onInput={emit}
          onBlur={emit}
          className="rich-text min-h-32 px-3 py-2 text-sm text-gray-900 outline-none [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
