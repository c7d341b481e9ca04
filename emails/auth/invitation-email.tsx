import { AuthEmailLayout } from "./auth-email-layout";

export function InvitationEmail({ url }: { url: string }) {
  return (
    <AuthEmailLayout
      preview="You have been invited to Trayo"
      heading="Welcome to Trayo"
      intro="An administrator created a Trayo account for you. Choose your password with the button below, then sign in to see the news about your accounts."
      actionLabel="Set your password"
      actionUrl={url}
      expiry="The link works once and expires after a while (7 days at most)."
      footnote="If the link has expired, use Forgot password on the sign-in page or ask your administrator for a new invitation."
    />
  );
}
