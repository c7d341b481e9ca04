"use server";

import { publicAction } from "@/lib/actions/action-client";
import { markNotRelevantByToken, undoNotRelevantByToken } from "@/lib/event-feedback/feedback-by-link";
import { markByTokenSchema, undoByTokenSchema } from "@/lib/event-feedback/event-feedback.validation";

/** The mail link page's "Mark not relevant" (a POST: opening the link changes nothing). The signed token decides whose mark on which event. */
export const markNotRelevantByTokenAction = publicAction(
  { name: "marking an event not relevant by mail link", input: markByTokenSchema, fallbackError: "Could not mark the event. Please try again." },
  async ({ token, reason }) => ({ ok: true, ...(await markNotRelevantByToken(token, reason)) }),
);

export const undoNotRelevantByTokenAction = publicAction(
  { name: "undoing a not relevant mark by mail link", input: undoByTokenSchema, fallbackError: "Could not undo. Please try again." },
  async ({ token }) => ({ ok: true, ...(await undoNotRelevantByToken(token)) }),
);
