"use client";

import { CircleAlert, CircleCheck, CircleX, Info, X } from "lucide-react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";

/** Spec 8: the four toast types. */
export type ToastType = "success" | "warning" | "error" | "default";

/** Spec 9: a toast stays 10 seconds unless told otherwise. */
export const TOAST_DURATION_MS = 10_000;

/** A title with an optional subtitle, or a single content line (spec 8). */
export type ToastMessage =
  | { title: React.ReactNode; subtitle?: React.ReactNode; content?: never }
  | { content: React.ReactNode; title?: never; subtitle?: never };

export type ToastOptions = ToastMessage & {
  /** Milliseconds; Infinity keeps it until closed. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking another. */
  id?: string;
  /** A button beside the message (Undo, Retry); clicking it also closes the toast. */
  action?: ToastAction;
};

export type ToastAction = { label: string; onClick: () => void };

const look: Record<ToastType, { icon: React.ComponentType<{ className?: string }>; accent: string; role: "status" | "alert" }> = {
  success: { icon: CircleCheck, accent: "text-green-600", role: "status" },
  warning: { icon: CircleAlert, accent: "text-amber-500", role: "status" },
  error: { icon: CircleX, accent: "text-red-600", role: "alert" },
  default: { icon: Info, accent: "text-brand-600", role: "status" },
};

function ToastCard({ id, type, message, action }: { id: string | number; type: ToastType; message: ToastMessage; action?: ToastAction }) {
  const { icon: Icon, accent, role } = look[type];
  return (
    <div
      role={role}
      data-toast-type={type}
      className="pointer-events-auto flex w-[360px] max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-lg"
    >
      {/* A plain join, not cn(): the toaster is on every page, and tailwind-merge need not be. */}
      <Icon className={`mt-0.5 size-5 shrink-0 ${accent}`} aria-hidden />
      <div className="min-w-0 flex-1 break-words">
        {message.content !== undefined ? (
          <div className="text-gray-800">{message.content}</div>
        ) : (
          <>
            <p className="font-semibold text-gray-900">{message.title}</p>
            {message.subtitle ? <div className="mt-0.5 text-gray-600">{message.subtitle}</div> : null}
          </>
        )}
      </div>
      {action ? (
        <button
          type="button"
          onClick={() => {
            action.onClick();
            sonner.dismiss(id);
          }}
          className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => sonner.dismiss(id)}
        className="-m-1 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
        aria-label="Close"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export function showToast(type: ToastType, options: ToastOptions): string | number {
  const { duration = TOAST_DURATION_MS, id, action, ...message } = options;
  return sonner.custom((toastId) => <ToastCard id={toastId} type={type} message={message as ToastMessage} action={action} />, {
    duration,
    id,
    unstyled: true,
  });
}

/** `toast.success({ title, subtitle })`, `toast.error({ content })`, ... */
export const toast = {
  success: (options: ToastOptions) => showToast("success", options),
  warning: (options: ToastOptions) => showToast("warning", options),
  error: (options: ToastOptions) => showToast("error", options),
  show: (options: ToastOptions) => showToast("default", options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

/** Mounted once by the app providers. */
export function Toaster() {
  return <SonnerToaster position="top-right" gap={8} visibleToasts={5} containerAriaLabel="Notifications" />;
}
