import type { AdminAction } from "@/components/admin/admin-action-types";
import type { DeliveryPreferencesFormInput, DeliveryPreferencesView } from "@/components/delivery-preferences/delivery-preferences-form";
import type { DiscoveryImpact } from "@/lib/discoveries/discovery-impact-messages";
import type { AccountAccessRow } from "@/lib/users/admin-users";

export type CompanyOption = { id: string; name: string };

/** A user as the dialog edits them. */
export type EditableUser = {
  id: string;
  name: string | null;
  email: string;
  role: "user" | "admin";
  company_id: string | null;
  phone_number: string | null;
  event_discovery_enabled: boolean;
};

export type UserTableRow = EditableUser & { company_name: string | null; created: string; createdIso: string };

export type UserUpdateInput = Omit<EditableUser, "email" | "company_id"> & { company_id: string };

/** The user server actions, handed by the page to its client components. */
export type UserActions = {
  update: AdminAction<UserUpdateInput>;
  remove: AdminAction<string, { email: string }>;
  listAccess: AdminAction<string, { accounts: AccountAccessRow[] }>;
  setAccess: AdminAction<{ user_id: string; account_id: string; assigned: boolean }>;
  sendMagicLink: AdminAction<string, { email: string }>;
  impact: AdminAction<string, { impact: DiscoveryImpact }>;
  loadDelivery: AdminAction<string, { preferences: DeliveryPreferencesView }>;
  saveDelivery: AdminAction<DeliveryPreferencesFormInput & { user_id: string }, { preferences: DeliveryPreferencesView }>;
};
