"use server";

import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { listActivityFeed } from "@/lib/events/list-sent-events";

const CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to view events.";

export const loadMoreActivityAction = scopedAction(
  { name: "loading more activity", input: z.string().max(200), contextRequiredMessage: CONTEXT_REQUIRED, fallbackError: "Failed to load more events" },
  async (cursor, { scope }) => ({ ok: true, ...(await listActivityFeed(scope, { after: cursor })) }),
);
