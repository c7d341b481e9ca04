import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { sendSecureLoginLinkAction } from "@/lib/actions/auth-actions";
import { SecureAccessScreen } from "@/components/auth/secure-access-screen";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { getViewer } from "@/lib/auth/get-viewer";
import { resolveSecureAccess } from "@/lib/auth/secure-access";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Secure Access", referrer: "no-referrer" };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export default async function SecureAccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const link = { user_id: one(params.user_id), redirect: one(params.redirect), ts: one(params.ts), sig: one(params.sig) };
  const access = await resolveSecureAccess(await getDb(), getAuthSecret(), link);
  // Missing, altered or expired links leave silently (spec 2 §2, §8).
  if (access.kind === "invalid") redirect("/");
  const viewer = await getViewer();
  if (viewer?.authUser.id === access.userId) redirect(access.redirect);
  return (
    <SecureAccessScreen
      link={{ user_id: access.userId, redirect: access.redirect, ts: link.ts ?? "", sig: link.sig ?? "" }}
      user={access.user}
      sendLoginLink={sendSecureLoginLinkAction}
    />
  );
}
