import { describe, expect, it } from "vitest";
import { extractLinks } from "@/lib/providers/mail/extract-links";
import { renderAuthEmail, type AuthEmailKind } from "./render-auth-email";

const url = "http://localhost:3000/auth/confirm?token=abc.def&type=signup&x=1";

describe("renderAuthEmail", () => {
  it.each<[AuthEmailKind, string, string]>([
    ["confirm-signup", "Confirm your Trayo account", "Confirm my email"],
    ["reset-password", "Reset your Trayo password", "Reset password"],
    ["magic-link", "Your Trayo sign-in link", "Sign in to Trayo"],
  ])("renders %s with its subject, button and both parts carrying the link", async (kind, subject, button) => {
    const mail = await renderAuthEmail(kind, url);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(button);
    expect(mail.html).toContain("Trayo");
    // A document title (axe document-title, serious) for clients and the outbox that show it as a page.
    expect(mail.html).toMatch(/<title>[^<]+<\/title>/);
    expect(extractLinks(mail.html)).toEqual([url]);
    expect(mail.text).toContain(url);
    expect(mail.text).not.toContain("<");
  });

  it("escapes the link so it cannot break out of the attribute", async () => {
    const mail = await renderAuthEmail("magic-link", 'http://localhost/a"><script>alert(1)</script>');
    expect(mail.html).not.toContain("<script>");
  });
});
