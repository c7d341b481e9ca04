import Link from "next/link";
import "./status-screens.css";

/** The not-found message, inside the app shell or on its own page. */
export function PageNotFound({ homeHref = "/", homeLabel = "Back to Trayo" }: { homeHref?: string; homeLabel?: string }) {
  return (
    <div className="nf">
      {/* React hoists it into <head>: "Page not found · Trayo" like every other title. */}
      <title>Page not found · Trayo</title>
      <span className="nf-i" aria-hidden />
      <div>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
      </div>
      <Link href={homeHref}>{homeLabel}</Link>
    </div>
  );
}
