import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The phone header's "Open menu" button (hidden from md up, where the sidebar is always shown). */
export function MenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="size-11 md:hidden" aria-label="Open menu" {...props}>
      <Menu className="size-5" />
    </Button>
  );
}
