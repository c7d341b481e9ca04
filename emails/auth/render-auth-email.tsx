import type { ReactElement } from "react";
import { render } from "@react-email/render";
import { ConfirmSignupEmail } from "./confirm-signup-email";
import { InvitationEmail } from "./invitation-email";
import { MagicLinkEmail } from "./magic-link-email";
import { ResetPasswordEmail } from "./reset-password-email";

export type AuthEmailKind = "confirm-signup" | "reset-password" | "magic-link" | "invitation";
export type RenderedEmail = { subject: string; html: string; text: string };

const templates: Record<AuthEmailKind, { subject: string; element: (url: string) => ReactElement }> = {
  "confirm-signup": { subject: "Confirm your Trayo account", element: (url) => <ConfirmSignupEmail url={url} /> },
  "reset-password": { subject: "Reset your Trayo password", element: (url) => <ResetPasswordEmail url={url} /> },
  "magic-link": { subject: "Your Trayo sign-in link", element: (url) => <MagicLinkEmail url={url} /> },
  invitation: { subject: "You're invited to Trayo", element: (url) => <InvitationEmail url={url} /> },
};

/** The HTML and plain-text parts of an account email carrying `url`. */
export async function renderAuthEmail(kind: AuthEmailKind, url: string): Promise<RenderedEmail> {
  const template = templates[kind];
  const element = template.element(url);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject, html, text };
}
