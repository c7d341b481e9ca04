import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

/**
 * "Export CSV": a plain download link (keyboard reachable, works without JavaScript) styled as an
 * outline button, 44 px tall on phones like the other buttons. The route answers the acting scope's rows.
 */
export function ExportCsvLink({ href, label }: { href: "/api/export/events" | "/api/export/accounts"; label: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: "outline" })} aria-label={label} data-testid="export-csv">
      <Download aria-hidden />
      <span>Export CSV</span>
    </a>
  );
}
