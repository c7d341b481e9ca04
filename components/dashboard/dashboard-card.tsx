import Link from "next/link";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";

type Props = {
  title: string;
  description: string;
  icon: LucideIcon;
  link?: { href: string; label: string };
  className?: string;
  children: React.ReactNode;
};

/** The frame every dashboard block shares: title, short description, an optional link, content. */
export function DashboardCard({ title, description, icon: Icon, link, className, children }: Props) {
  return (
    <Card className={cn("gap-4 py-5", className)} aria-labelledby={`${slug(title)}-title`} role="region">
      <CardHeader className="px-5">
        <CardTitle id={`${slug(title)}-title`} className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-brand" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription className="hidden sm:block">{description}</CardDescription>
        {link && (
          <CardAction>
            <Button asChild variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
              <Link href={link.href}>
                {link.label}
                <ArrowRight />
              </Link>
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export function EmptyBlock({ icon: Icon, text, hint }: { icon: LucideIcon; text: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <Icon className="size-5 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium">{text}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
