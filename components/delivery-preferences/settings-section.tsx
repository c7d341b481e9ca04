import { useId } from "react";

/** One card of the Settings page (daily report now; more sections later). */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:p-6">
      <h2 id={id} className="text-base font-semibold">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
