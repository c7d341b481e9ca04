"use client";

import type { ExternalToast } from "sonner";

// Toasts without sonner in every page's first load: the library and its outlet load on the first toast.
// `toast.*` queues the message until the outlet has mounted (sonner drops toasts sent before it subscribes).

type Kind = "success" | "error" | "warning" | "info" | "message";
type Sonner = typeof import("sonner");

let outletRequested = false;
let sonner: Promise<Sonner> | undefined;
let resolveOutletReady: () => void = () => {};
const outletReady = new Promise<void>((resolve) => (resolveOutletReady = resolve));
const requestListeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast) {
  sonner ??= import("sonner");
  if (!outletRequested) {
    outletRequested = true;
    for (const listener of requestListeners) listener();
  }
  void Promise.all([sonner, outletReady]).then(([{ toast }]) => (kind === "message" ? toast(message, options) : toast[kind](message, options)));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  message: (message: string, options?: ExternalToast) => show("message", message, options),
};

/** For the outlet: whether a toast has been asked for, and a way to hear when one is. */
export function onToastRequested(listener: () => void): () => void {
  if (outletRequested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the outlet once sonner's Toaster has subscribed. */
export function markToastOutletReady() {
  resolveOutletReady();
}
