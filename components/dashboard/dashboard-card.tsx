import Link from "next/link";
import "@/components/shell/nav-icons.css";
import "./dashboard.css";

type Props = {
  title: string;
  description: string;
  /** The block's icon (dashboard.css): news, reports or accounts. */
  icon: "news" | "reports" | "accounts";
  link?: { href: string; label: string };
  children: React.ReactNode;
};

/** The frame every dashboard block shares: a region named by its title, a short description, an optional link, content. */
export function DashboardCard({ title, description, icon, link, children }: Props) {
  const id = `${slug(title)}-title`;
  return (
    <section className={`db db-${icon}`} aria-labelledby={id}>
      <header>
        <h2 id={id}>{title}</h2>
        <p>{description}</p>
        {link && (
          <Link href={link.href} className="db-more">
            {link.label}
          </Link>
        )}
      </header>
      <div>{children}</div>
    </section>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export function EmptyBlock({ text, hint }: { text: string; hint?: string }) {
  return (
    <p className="db-none">
      {text}
      {hint && <small>{hint}</small>}
    </p>
  );
}
