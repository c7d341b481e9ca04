import type { UserRole } from "@/lib/db/schema/users";

/** The signed-in identity as the auth provider reports it (verified on the server). */
export type AuthUser = {
  id: string;
  email: string;
  name?: string | null;
};

/** The signed-in person with their row in public.users (null when they have none yet). */
export type Viewer = {
  authUser: AuthUser;
  profile: {
    id: string;
    email: string;
    name: string | null;
    role: UserRole;
    companyId: string | null;
    companyName: string | null;
  } | null;
  /** Role read from public.users; 'user' when it cannot be read (spec 1 §6). */
  role: UserRole;
};

/**
 * Whose data a request works on. For a normal user: themselves in their company. For an admin: the
 * company and user picked in the header (null until picked).
 */
export type Scope = {
  viewer: Viewer;
  isAdmin: boolean;
  companyId: string | null;
  userId: string | null;
};

/** A scope with both company and acting user resolved: what data pages and actions need. */
export type ActingScope = Scope & { companyId: string; userId: string };

/** Who a query acts for: the acting user inside the acting company (resolved on the server). */
export type QueryScope = Pick<ActingScope, "userId" | "companyId">;
