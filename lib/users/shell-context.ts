import type { Scope } from "@/lib/auth/viewer-types";
import { listCompaniesForAdmin } from "@/lib/companies/list-companies";
import { listCompanyUsersForAdmin } from "./list-company-users";
import { viewerUserId } from "@/lib/auth/resolve-scope";

export type ShellPerson = { id: string; name: string | null; email: string };
export type ShellCompany = { id: string; name: string };

/** What the authenticated shell shows: who is signed in, whose data is in view and, for admins, the pickers. */
export type ShellContext = {
  isAdmin: boolean;
  viewer: { email: string; name: string | null };
  company: ShellCompany | null;
  actingUser: ShellPerson | null;
  /** Admin pickers: every company by name, and the users of the selected company by name. */
  companies: ShellCompany[];
  companyUsers: ShellPerson[];
};

export async function loadShellContext(scope: Scope): Promise<ShellContext> {
  const { viewer } = scope;
  const base = {
    viewer: { email: viewer.profile?.email ?? viewer.authUser.email, name: viewer.profile?.name ?? viewer.authUser.name ?? null },
  };
  if (!scope.isAdmin) {
    const profile = viewer.profile;
    return {
      ...base,
      isAdmin: false,
      company: profile?.companyId ? { id: profile.companyId, name: profile.companyName ?? "Your company" } : null,
      actingUser: profile ? { id: profile.id, name: profile.name, email: profile.email } : null,
      companies: [],
      companyUsers: [],
    };
  }
  const adminId = viewerUserId(viewer);
  const [companies, companyUsers] = await Promise.all([
    listCompaniesForAdmin(adminId),
    scope.companyId ? listCompanyUsersForAdmin(adminId, scope.companyId) : Promise.resolve([]),
  ]);
  const company = companies.find((c) => c.id === scope.companyId) ?? null;
  const actingUser = companyUsers.find((u) => u.id === scope.userId) ?? null;
  return {
    ...base,
    isAdmin: true,
    company: company ? { id: company.id, name: company.name } : null,
    actingUser: actingUser ? { id: actingUser.id, name: actingUser.name, email: actingUser.email } : null,
    companies: companies.map((c) => ({ id: c.id, name: c.name })),
    companyUsers: companyUsers.map((u) => ({ id: u.id, name: u.name, email: u.email })),
  };
}
