import { cn, overridable } from "@/lib/utils/cn";
import { SIZE } from "@/lib/utils/class-groups";

export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

/**
 * A person's photo, or the default avatar image when there is none (spec 2 §2). `plain` leaves out the
 * utility classes, for light lists whose stylesheet sizes their images.
 */
export function PersonAvatar({ name, imageUrl, className, plain = false }: { name: string; imageUrl: string | null | undefined; className?: string; plain?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- profile photos come from any host; next/image would need every host configured
    <img
      src={imageUrl || DEFAULT_AVATAR_URL}
      alt={name}
      className={plain ? className : cn(overridable("size-10", className, [SIZE]), "shrink-0 rounded-full border bg-muted object-cover", className)}
      loading="lazy"
    />
  );
}
