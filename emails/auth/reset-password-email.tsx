import { AuthEmailLayout } from "./auth-email-layout";

export function ResetPasswordEmail({ url }: { url: string }) {
  return (
    <AuthEmailLayout
      preview="Reset your Trayo password"
      heading="Reset your password"
      intro="We received a request to reset the password of your Trayo account. Choose a new password with the button below."
      actionLabel="Reset password"
      actionUrl={url}
      expiry="This link expires in 1 hour and works once."
      footnote="If you didn't ask to reset your password, ignore this email: your password stays unchanged."
    />
  );
}
