import { AuthEmailLayout } from "./auth-email-layout";

export function ConfirmSignupEmail({ url }: { url: string }) {
  return (
    <AuthEmailLayout
      preview="Confirm your email to finish setting up Trayo"
      heading="Confirm your email"
      intro="Thanks for signing up for Trayo. Confirm your email address to activate your account and sign in."
      actionLabel="Confirm my email"
      actionUrl={url}
      expiry="This link expires in 24 hours."
      footnote="You received this email because someone signed up for Trayo with this address. If it wasn't you, ignore it: no account is activated without confirmation."
    />
  );
}
