import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

export type AuthEmailLayoutProps = {
  preview: string;
  heading: string;
  intro: string;
  actionLabel: string;
  actionUrl: string;
  expiry: string;
  footnote: string;
};

const colors = { ink: "#0f172a", muted: "#64748b", line: "#e2e8f0", brand: "#4f46e5", page: "#f8fafc" };

/** The shared frame of Trayo's account emails: wordmark, one call to action, the raw link, a footnote. */
export function AuthEmailLayout({ preview, heading, intro, actionLabel, actionUrl, expiry, footnote }: AuthEmailLayoutProps) {
  return (
    <Html lang="en">
      {/* A document title: mail clients and the local outbox show the message as a document of its own. */}
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "32px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colors.line}`, borderRadius: 12, maxWidth: 480, padding: "32px 36px" }}>
          <Text style={{ color: colors.brand, fontSize: 22, fontWeight: 800, letterSpacing: "-0.02em", margin: "0 0 24px" }}>Trayo</Text>
          <Heading as="h1" style={{ color: colors.ink, fontSize: 20, fontWeight: 700, margin: "0 0 12px" }}>
            {heading}
          </Heading>
          <Text style={{ color: colors.ink, fontSize: 15, lineHeight: "24px", margin: "0 0 24px" }}>{intro}</Text>
          <Section style={{ margin: "0 0 24px" }}>
            <Button
              href={actionUrl}
              style={{ backgroundColor: colors.brand, borderRadius: 8, color: "#ffffff", fontSize: 15, fontWeight: 600, padding: "12px 20px", textDecoration: "none" }}
            >
              {actionLabel}
            </Button>
          </Section>
          <Text style={{ color: colors.muted, fontSize: 13, lineHeight: "20px", margin: "0 0 8px" }}>
            {expiry} If the button does not work, open this link:
          </Text>
          <Link href={actionUrl} style={{ color: colors.brand, fontSize: 13, wordBreak: "break-all" }}>
            {actionUrl}
          </Link>
          <Hr style={{ borderColor: colors.line, margin: "28px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>{footnote}</Text>
        </Container>
      </Body>
    </Html>
  );
}
