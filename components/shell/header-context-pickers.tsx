"use client";

import { lazy, Suspense } from "react";
import type { ComponentProps } from "react";
import type { ContextPickers as Pickers } from "./context-pickers";

// Only admins have the pickers: loading them apart keeps Radix Select out of every user's first load.
const ContextPickers = lazy(() => import("./context-pickers").then((m) => ({ default: m.ContextPickers })));

const placeholder = (
  <div className="flex items-center gap-2" aria-hidden>
    <div className="h-8 w-48 rounded-md border bg-background lg:w-56" />
    <div className="h-8 w-48 rounded-md border bg-background lg:w-56" />
  </div>
);

/** The admin's company and user pickers in the top bar, loaded apart from the shell. */
export function HeaderContextPickers(props: ComponentProps<typeof Pickers>) {
  return (
    <Suspense fallback={placeholder}>
      <ContextPickers {...props} />
    </Suspense>
  );
}
