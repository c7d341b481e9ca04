"use server";

import { z } from "zod";
import { publicAction } from "@/lib/actions/action-client";
import { setDailyReportByToken } from "@/lib/delivery-preferences/unsubscribe";

const input = z.object({ token: z.string().min(1).max(200), enabled: z.boolean() });

/** The unsubscribe page's Unsubscribe and Undo buttons: the signed token decides whose report, nothing else. */
export const setDailyReportByTokenAction = publicAction({ name: "changing the daily report by unsubscribe link", input }, async ({ token, enabled }) => ({
  ok: true,
  ...(await setDailyReportByToken(token, enabled)),
}));
