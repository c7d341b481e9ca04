import type { Metadata } from "next";
import { format } from "date-fns";
import { AccessDenied } from "@/components/admin/access-denied";
import type { UserActions, UserTableRow } from "@/components/users/user-types";
import { UsersManager } from "@/components/users/users-manager";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { getScope } from "@/lib/auth/scope";
import { listCompaniesForAdmin } from "@/lib/companies/list-companies";
import { log } from "@/lib/log";
import { listUsersForAdmin } from "@/lib/users/admin-users";
import { parseUsersFilter } from "@/lib/users/user.validation";
import {
  deleteUserAction,
  discoveryImpactAction,
  listAccountAccessAction,
  sendMagicLinkAction,
  setAccountAccessAction,
  updateUserAction,
} from "./actions";

export const metadata: Metadata = { title: "All Users" };

const actions: UserActions = {
  update: updateUserAction,
  remove: deleteUserAction,
  listAccess: listAccountAccessAction,
  setAccess: setAccountAccessAction,
  sendMagicLink: sendMagicLinkAction,
  impact: discoveryImpactAction,
};

export default async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const scope = await getScope();
  // The admin layout already sent non-admins to /accounts; this is the page's own answer if one gets here.
  if (!scope?.isAdmin) return <AccessDenied />;
  const adminId = viewerUserId(scope.viewer);
  const filter = parseUsersFilter((await searchParams).company);
  const [rows, companies] = await Promise.all([
    listUsersForAdmin(adminId, filter).catch((error) => {
      log.error("Listing users failed", { adminId, error });
      return [];
    }),
    listCompaniesForAdmin(adminId).catch((error) => {
      log.error("Listing companies for the users filter failed", { adminId, error });
      return [];
    }),
  ]);
  const tableRows: UserTableRow[] = rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    company_id: u.company_id,
    company_name: u.company_name,
    phone_number: u.phone_number,
    event_discovery_enabled: u.event_discovery_enabled,
    created: format(u.created_at, "MMM d, yyyy"),
    createdIso: u.created_at.toISOString(),
  }));
  const filterValue = filter.kind === "company" ? filter.companyId : filter.kind === "waiting" ? "none" : null;
  return <UsersManager rows={tableRows} companies={companies.map((c) => ({ id: c.id, name: c.name }))} filter={filterValue} actions={actions} />;
}
