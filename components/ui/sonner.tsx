"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onToastRequested } from "./toast";

const ToasterOutlet = lazy(() => import("./toaster-outlet"));

/** App-wide toast outlet; call `toast` from "@/components/ui/toast" in client code. Loads on the first toast. */
export function Toaster() {
  const [requested, setRequested] = useState(false);
  useEffect(() => onToastRequested(() => setRequested(true)), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}
