import { NextResponse } from "next/server";
import { setDailyReportByToken } from "@/lib/delivery-preferences/unsubscribe";
import { AppError } from "@/lib/errors/app-error";
import { withPublic } from "@/lib/http/route-handlers";
import { readBodyCapped } from "@/lib/utils/read-body";

// RFC 8058 one-click unsubscribe: the report mail's List-Unsubscribe URL. Mail providers POST
// `List-Unsubscribe=One-Click` to it without cookies; the signed token in the URL is the authority.
const MAX_BODY_BYTES = 1024;
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const POST = withPublic("one-click unsubscribe", async (request) => {
  const body = new TextDecoder().decode(await readBodyCapped(request, MAX_BODY_BYTES));
  const fields = new URLSearchParams(body.trim());
  if (fields.get("List-Unsubscribe") !== "One-Click") throw new AppError("invalid", "Send List-Unsubscribe=One-Click to unsubscribe.");
  await setDailyReportByToken(tokenOf(request), false);
  return NextResponse.json({ ok: true, unsubscribed: true }, { headers: { "cache-control": "no-store" } });
});

// A person who opens the header's link in a browser lands on the page (which changes nothing by itself).
export const GET = withPublic("unsubscribe page redirect", async (request) =>
  NextResponse.redirect(new URL(`/unsubscribe/${encodeURIComponent(tokenOf(request))}`, request.url), 303),
);
