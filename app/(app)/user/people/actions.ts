"use server";

import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { getPeopleForUser } from "@/lib/people/get-people";
import { NO_PEOPLE_MESSAGE, PEOPLE_CONTEXT_REQUIRED, toPersonView } from "@/lib/people/people-view";

/** A person's related events, loaded when their card is opened (the list page does not send them: issue 12). */
export const loadPersonTimelineAction = scopedAction(
  { name: "loading a person's events", input: z.string().uuid(), contextRequiredMessage: PEOPLE_CONTEXT_REQUIRED, fallbackError: "Failed to load related events" },
  async (personId, { scope }) => {
    const person = (await getPeopleForUser(scope)).find((p) => p.id === personId);
    if (!person) return { ok: false, error: NO_PEOPLE_MESSAGE };
    return { ok: true, timeline: toPersonView(person).timeline };
  },
);
