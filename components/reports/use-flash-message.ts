"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type Flash = { kind: "success" | "error"; text: string };

/** A message that clears itself after `ms` (spec 2 §8: the send result clears after 4 seconds). */
export function useFlashMessage(ms = 4000) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const show = useCallback(
    (next: Flash) => {
      if (timer.current) clearTimeout(timer.current);
      setFlash(next);
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  return [flash, show] as const;
}
