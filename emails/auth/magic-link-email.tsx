import { AuthEmailLayout } from "./auth-email-layout";

export function MagicLinkEmail({ url }: { url: string }) {
  return (
    <AuthEmailLayout
      preview="Your Trayo sign-in link"
      heading="Sign in to Trayo"
      intro="Use the button below to sign in to Trayo. No password needed."
      actionLabel="Sign in to Trayo"
      actionUrl={url}
      expiry="This link expires in 1 hour and works once."
      footnote="If you didn't request this link, ignore this email: nobody can sign in without it."
    />
  );
}
