import Link from "next/link";
import { Wordmark } from "@/components/shell/wordmark";
import { cn } from "@/lib/utils/cn";

/** The frame of every public auth screen: wordmark, a centred card, an optional footer line. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  icon,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_45%_at_50%_0%,rgba(124,58,237,0.10),transparent_70%),radial-gradient(35%_35%_at_90%_90%,rgba(14,165,233,0.08),transparent_70%)]"
      />
      <header className="mb-8">
        <Link href="/" className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring" aria-label="Trayo home">
          <Wordmark />
        </Link>
      </header>
      <main className={cn("w-full max-w-sm rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8", className)}>
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h1 className={cn("text-xl font-semibold tracking-tight", icon && "text-center")}>{title}</h1>
        {description && <p className={cn("mt-1.5 text-sm text-muted-foreground", icon && "text-center")}>{description}</p>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <footer className="mt-6 text-center text-sm text-muted-foreground">{footer}</footer>}
    </div>
  );
}

/** A round tinted badge for a status icon. */
export function AuthIcon({ children, tone = "brand" }: { children: React.ReactNode; tone?: "brand" | "success" | "danger" }) {
  const tones = {
    brand: "bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300",
    success: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
    danger: "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300",
  };
  return <span className={cn("grid size-12 place-items-center rounded-full [&_svg]:size-6", tones[tone])}>{children}</span>;
}
