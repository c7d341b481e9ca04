"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  DISCOVERY_ADMIN_REQUIRED,
  DISCOVERY_DEFAULT_ERROR,
  DISCOVERY_NO_SESSION,
  DISCOVERY_PIPELINE_FAILED,
  DISCOVERY_TIMED_OUT,
} from "@/lib/discoveries/discovery-messages";

export const DISCOVERY_POLL_MS = 1000;
export const DISCOVERY_TIMEOUT_MS = 5 * 60 * 1000;

export type DiscoveryRunState =
  | { phase: "idle" }
  | { phase: "running"; discoveryId?: string }
  | { phase: "done"; log: unknown; error?: string }
  | { phase: "failed"; error: string; log?: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadLog(discoveryId: string): Promise<unknown> {
  const response = await fetch(`/api/discoveries/${discoveryId}/log`, { cache: "no-store" });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${response.status}`);
  return response.json();
}

/** Runs a discovery for an account (or opens an existing one's log) and follows it to the end. */
export function useDiscoveryRun() {
  const [state, setState] = useState<DiscoveryRunState>({ phase: "idle" });
  const run = useRef(0);

  useEffect(() => () => void run.current++, []);

  const follow = useCallback(async (discoveryId: string, token: number) => {
    const started = Date.now();
    const live = () => run.current === token;
    while (live()) {
      if (Date.now() - started > DISCOVERY_TIMEOUT_MS) {
        setState({ phase: "failed", error: DISCOVERY_TIMED_OUT });
        return;
      }
      let row: { status: string; error: string | null };
      try {
        const response = await fetch(`/api/discoveries/${discoveryId}`, { cache: "no-store" });
        if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${response.status}`);
        row = await response.json();
      } catch (error) {
        if (live()) setState({ phase: "failed", error: `Failed to check discovery status: ${(error as Error).message}` });
        return;
      }
      if (!live()) return;
      if (row.status === "completed" || row.status === "failed") {
        try {
          const log = await loadLog(discoveryId);
          if (!live()) return;
          if (row.status === "failed") setState({ phase: "failed", error: row.error || DISCOVERY_PIPELINE_FAILED, log });
          else setState({ phase: "done", log });
        } catch (error) {
          if (!live()) return;
          setState({
            phase: "failed",
            error: row.status === "failed" ? row.error || DISCOVERY_PIPELINE_FAILED : `Failed to load discovery logs: ${(error as Error).message}`,
          });
        }
        return;
      }
      await sleep(DISCOVERY_POLL_MS);
    }
  }, []);

  const start = useCallback(
    async (accountId: string) => {
      const token = ++run.current;
      setState({ phase: "running" });
      try {
        const response = await fetch("/api/generate-discovery-jobs", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ account_id: accountId }),
        });
        if (run.current !== token) return;
        if (response.status === 401) return setState({ phase: "failed", error: DISCOVERY_NO_SESSION });
        if (response.status === 403) return setState({ phase: "failed", error: DISCOVERY_ADMIN_REQUIRED });
        if (!response.ok) return setState({ phase: "failed", error: `HTTP ${response.status}: ${await response.text()}` });
        const { discovery_id } = (await response.json()) as { discovery_id: string };
        setState({ phase: "running", discoveryId: discovery_id });
        await follow(discovery_id, token);
      } catch (error) {
        if (run.current === token) setState({ phase: "failed", error: (error as Error)?.message || DISCOVERY_DEFAULT_ERROR });
      }
    },
    [follow],
  );

  const open = useCallback(
    async (discoveryId: string) => {
      const token = ++run.current;
      setState({ phase: "running", discoveryId });
      await follow(discoveryId, token);
    },
    [follow],
  );

  const reset = useCallback(() => {
    run.current++;
    setState({ phase: "idle" });
  }, []);

  return { state, start, open, reset };
}
