"use client";

import { useSyncExternalStore } from "react";
import { lazyModule } from "./lazy-module";

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

/**
 * A toast facade that costs nothing until the first toast: sonner, the cards and their icons load
 * on the first call, the <Toaster /> mounts then, and the toast shows once it is mounted. Calls are
 * kept in order, so a dismiss right after a show still finds its toast.
 */
const sonnerModule = lazyModule(() => import("./toast-sonner"));

let wanted = false;
const wantListeners = new Set<() => void>();
let mountedToasters = 0;
let whenMounted: Promise<void> | undefined;
let resolveMounted: (() => void) | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

let everMounted = false;

/** The first toast waits for the first Toaster to mount; later ones go to sonner as they come. */
function toasterReady(): Promise<void> {
  if (mountedToasters > 0 || everMounted) return Promise.resolve();
  whenMounted ??= new Promise((resolve) => (resolveMounted = resolve));
  return whenMounted;
}

function onToasterMounted() {
  mountedToasters += 1;
  everMounted = true;
  resolveMounted?.();
  whenMounted = undefined;
  resolveMounted = undefined;
  return () => {
    mountedToasters -= 1;
  };
}

let loadedSonner: Awaited<ReturnType<typeof sonnerModule.preload>> | undefined;
let waiting = 0;

function later(run: (module: Awaited<ReturnType<typeof sonnerModule.preload>>) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  // Once sonner is here and a Toaster has mounted, calls go straight through, as with sonner itself.
  if (loadedSonner && waiting === 0 && (mountedToasters > 0 || everMounted)) {
    run(loadedSonner);
    return;
  }
  waiting += 1;
  queue = queue
    .then(() => Promise.all([sonnerModule.preload(), toasterReady()]))
    .then(([module]) => {
      loadedSonner = module;
      run(module);
    })
    .catch(() => undefined)
    .finally(() => (waiting -= 1));
}

export function showToast(type: ToastType, options: ToastOptions): string {
  const id = options.id ?? `toast-${++nextId}`;
  later((module) => module.showToast(type, { ...options, id, duration: options.duration ?? TOAST_DURATION_MS }));
  return id;
}

/** Loads the toaster's code ahead of the first toast (tests; or when a toast is about to come). */
export const preloadToaster = () =>
  sonnerModule.preload().then(
    (module) => void (loadedSonner = module),
    () => undefined,
  );

/** `toast.success({ title, subtitle })`, `toast.error({ content })`, ... */
export const toast = {
  success: (options: ToastOptions) => showToast("success", options),
  warning: (options: ToastOptions) => showToast("warning", options),
  error: (options: ToastOptions) => showToast("error", options),
  show: (options: ToastOptions) => showToast("default", options),
  dismiss: (id?: string | number) => {
    // Before the first toast there is nothing to dismiss.
    if (wanted) later((module) => module.dismissToast(id));
  },
};

const subscribe = (listener: () => void) => {
  wantListeners.add(listener);
  return () => void wantListeners.delete(listener);
};

/** Mounted once by the app providers; renders nothing (and loads nothing) until the first toast. */
export function Toaster() {
  const isWanted = useSyncExternalStore(subscribe, () => wanted, () => false);
  const sonner = sonnerModule.useModule(isWanted);
  return sonner ? <sonner.Toaster onMounted={onToasterMounted} /> : null;
}
