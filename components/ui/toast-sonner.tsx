"use client";

import { CircleAlert, CircleCheck, CircleX, Info, X } from "lucide-react";
import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import type { ToastAction, ToastMessage, ToastOptions, ToastType } from "./toast";

/** Sonner and the toast cards: loaded by ./toast.tsx with the first toast, never imported directly. */

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

export function showToast(type: ToastType, options: ToastOptions & { id: string; duration: number }): void {
  const { duration, id, action, ...message } = options;
  sonner.custom((toastId) => <ToastCard id={toastId} type={type} message={message as ToastMessage} action={action} />, {
    duration,
    id,
    unstyled: true,
  });
}

export const dismissToast = (id?: string | number) => sonner.dismiss(id);

/**
 * Where toasts appear. Bottom right: the top right of every header holds the notification bell and
 * the account menu (and the onboarding's sign-out), and their popovers open below them, so a toast
 * there would cover them. On a phone (below 600 px) sonner spreads the toasts across the bottom.
 */
const TOAST_POSITION = "bottom-right";

/** Sonner's toaster; `onMounted` tells the facade it may show toasts (sonner drops earlier ones). */
export function Toaster({ onMounted }: { onMounted: () => () => void }) {
  useEffect(onMounted, [onMounted]);
  return <SonnerToaster position={TOAST_POSITION} gap={8} visibleToasts={5} containerAriaLabel="Notifications" />;
}
