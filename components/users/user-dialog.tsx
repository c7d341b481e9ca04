"use client";

import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserAccountsTab } from "./user-accounts-tab";
import { UserDeliveryTab } from "./user-delivery-tab";
import { UserDetailsForm } from "./user-details-form";
import { UserLoginTab } from "./user-login-tab";
import type { CompanyOption, EditableUser, UserActions } from "./user-types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user being edited; none opens Create User. */
  user: EditableUser | null;
  companies: CompanyOption[];
  actions: UserActions;
};

/** Create User (details only), or Edit User with the tabs User Details, Accounts, Login and Delivery. */
export function UserDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <UserDialogBody {...rest} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function UserDialogBody({ user: initial, companies, actions, onClose }: Omit<Props, "open" | "onOpenChange"> & { onClose: () => void }) {
  // A user created here stays open in edit mode on the Accounts tab, the next thing an admin does.
  const [user, setUser] = useState<EditableUser | null>(initial);
  const [tab, setTab] = useState("details");

  return (
    <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>{user ? "Edit User" : "Create User"}</DialogTitle>
        <DialogDescription>
          {user ? `${user.name || user.email} · ${user.email}` : "The new user gets an email inviting them to set a password."}
        </DialogDescription>
      </DialogHeader>
      {user ? (
        <Tabs value={tab} onValueChange={setTab}>
          {/* Two rows of two on a phone: four labels in one row are wider than the dialog there. */}
          <TabsList className="w-full max-sm:grid max-sm:h-auto max-sm:grid-cols-2 max-sm:[&>button]:h-8">
            <TabsTrigger value="details">User Details</TabsTrigger>
            <TabsTrigger value="accounts">Accounts</TabsTrigger>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="delivery">Delivery</TabsTrigger>
          </TabsList>
          <TabsContent value="details" className="pt-2">
            <UserDetailsForm
              key={user.id}
              user={user}
              companies={companies}
              update={actions.update}
              onCreated={setUser}
              onSaved={onClose}
              onCancel={onClose}
            />
          </TabsContent>
          <TabsContent value="accounts" className="pt-2">
            <UserAccountsTab userId={user.id} actions={actions} />
          </TabsContent>
          <TabsContent value="login" className="pt-2">
            <UserLoginTab userId={user.id} email={user.email} sendMagicLink={actions.sendMagicLink} />
          </TabsContent>
          <TabsContent value="delivery" className="pt-2">
            <UserDeliveryTab userId={user.id} actions={actions} />
          </TabsContent>
        </Tabs>
      ) : (
        <UserDetailsForm
          user={null}
          companies={companies}
          update={actions.update}
          onCreated={(created) => {
            setUser(created);
            setTab("accounts");
          }}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </DialogContent>
  );
}
