import { Section } from "@react-email/components";
import type { HeatingUpAccount } from "@/lib/account-heat/heat-score";
import { EmailText } from "./email-text";

const s = {
  box: { border: "1px solid #fed7aa", backgroundColor: "#fff7ed", borderRadius: "8px", padding: "12px 16px", margin: "0 0 20px" },
  heading: { fontSize: "15px", lineHeight: "22px", fontWeight: 700, color: "#9a3412", margin: "0 0 4px" },
  account: { fontSize: "14px", lineHeight: "20px", fontWeight: 600, color: "#18181b", margin: "10px 0 0" },
  summary: { fontSize: "13px", lineHeight: "18px", color: "#52525b", margin: "0" },
  line: { fontSize: "13px", lineHeight: "18px", color: "#3f3f46", margin: "2px 0 0" },
};

/** "Heating up" at the top of the daily report (issue 25, part 4): each hot account and the signals that made it. */
export function HeatingUpSection({ accounts }: { accounts: HeatingUpAccount[] }) {
  if (accounts.length === 0) return null;
  return (
    <Section style={s.box}>
      <EmailText style={s.heading}>Heating up</EmailText>
      {accounts.map((a) => (
        <div key={a.accountId}>
          <EmailText style={s.account}>{a.accountName}</EmailText>
          <EmailText style={s.summary}>{a.summary}</EmailText>
          {a.lines.map((line, i) => (
            <EmailText key={i} style={s.line}>{`• ${line}`}</EmailText>
          ))}
        </div>
      ))}
    </Section>
  );
}
