import type { Metadata } from "next";
import { format } from "date-fns";
import { AccessDenied } from "@/components/admin/access-denied";
import type { UserActions, UserTableRow } from "@/components/users/user-types";
import { UsersManager } from "@/components/users/users-manager";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { listCompaniesForAdmin } from "@/lib/companies/list-companies";
import { readOrFallback } from "@/lib/log";
import { listUsersForAdmin } from "@/lib/users/admin-users";
import { parseUsersFilter } from "@/lib/users/user.validation";
import {
  deleteUserAction,
  discoveryImpactAction,
  listAccountAccessAction,
  loadDeliveryPreferencesAction,
  saveDeliveryPreferencesAction,
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
  loadDelivery: loadDeliveryPreferencesAction,
  saveDelivery: saveDeliveryPreferencesAction,
};

export default async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const adminId = await resolveAdminId();
  // The admin layout already sent non-admins to /accounts; this is the page's own answer if one gets here.
  if (!adminId) return <AccessDenied />;
  const filter = parseUsersFilter((await searchParams).company);
  const [rows, companies] = await Promise.all([
    readOrFallback("Listing users", () => listUsersForAdmin(adminId, filter), []),
    readOrFallback("Listing companies for the users filter", () => listCompaniesForAdmin(adminId), []),
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
