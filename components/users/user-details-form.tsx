"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { CREATE_USER_FAILED_MESSAGE, createUserSchema, updateUserSchema, userFormIssue } from "@/lib/users/user.validation";
import type { CompanyOption, EditableUser, UserActions } from "./user-types";

type Props = {
  user: EditableUser | null;
  companies: CompanyOption[];
  update: UserActions["update"];
  onCreated: (user: EditableUser) => void;
  onSaved: () => void;
  onCancel: () => void;
};

type CreateUserBody = { name: string; email: string; role: "user" | "admin"; company_id: string; phone_number: string; event_discovery_enabled: boolean };

/** POST /api/create-user: the answer's error (or the spec's default) on failure. */
async function postCreateUser(body: CreateUserBody): Promise<{ ok: true; id: string; warning: string | null } | { ok: false; error: string }> {
  try {
    const response = await fetch("/api/create-user", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as { success?: boolean; user_id?: string; warning?: string | null; error?: string };
    if (!response.ok || !json.success || !json.user_id) return { ok: false, error: json.error || CREATE_USER_FAILED_MESSAGE };
    return { ok: true, id: json.user_id, warning: json.warning ?? null };
  } catch {
    return { ok: false, error: CREATE_USER_FAILED_MESSAGE };
  }
}

/** User Details: name, email (fixed once created), role, company, optional phone, discovery on or off. */
export function UserDetailsForm({ user, companies, update, onCreated, onSaved, onCancel }: Props) {
  const router = useRouter();
  const [name, setName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [role, setRole] = useState<"user" | "admin">(user?.role ?? "user");
  const [companyId, setCompanyId] = useState(user?.company_id ?? "");
  const [phone, setPhone] = useState(user?.phone_number ?? "");
  const [discovery, setDiscovery] = useState(user?.event_discovery_enabled ?? true);
  const updating = useAction(update, {
    fallbackError: GENERIC_ERROR_MESSAGE,
    onSuccess: () => {
      toast.success("User updated");
      router.refresh();
      onSaved();
    },
  });
  const creating = useAction(postCreateUser, {
    onSuccess: (result, body) => {
      const created = { ...body, email: body.email.trim().toLowerCase() };
      if (result.warning) toast.warning(result.warning);
      else toast.success(`User created. An invitation was sent to ${created.email}.`);
      router.refresh();
      onCreated({ id: result.id, name: created.name.trim(), email: created.email, role: created.role, company_id: created.company_id, phone_number: created.phone_number || null, event_discovery_enabled: created.event_discovery_enabled });
    },
  });
  const saving = updating.pending || creating.pending;
  const error = updating.error ?? creating.error;
  const setError = updating.setError;
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const editing = user !== null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { name, role, company_id: companyId, phone_number: phone, event_discovery_enabled: discovery };
    const parsed = editing ? updateUserSchema.safeParse({ id: user.id, ...fields }) : createUserSchema.safeParse({ ...fields, email });
    if (!parsed.success) {
      setError(userFormIssue(parsed.error));
      // Mark the fields that are missing and focus the first (Name when the problem is elsewhere).
      const missing = [["user-name", !name.trim()], ["user-email", !editing && !email.trim()], ["user-company", !companyId]] as const;
      const ids = new Set(missing.filter(([, empty]) => empty).map(([id]) => id));
      setInvalid(ids);
      document.getElementById([...ids][0] ?? "user-name")?.focus();
      return;
    }
    setInvalid(new Set());
    setError(null);
    creating.setError(null);
    if (editing) void updating.execute({ id: user.id, ...fields, phone_number: phone || null });
    else void creating.execute({ ...fields, email });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="user-name">Name</Label>
        <Input id="user-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" autoFocus aria-required aria-invalid={invalid.has("user-name") || undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="user-email">Email</Label>
        <Input
          id="user-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={editing}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          aria-invalid={invalid.has("user-email") || undefined}
          aria-describedby={editing ? "user-email-hint" : undefined}
        />
        {editing && (
          <p id="user-email-hint" className="text-xs text-muted-foreground">
            The email cannot be changed after the user is created.
          </p>
        )}
      </div>
      {/* min-w-0: a long company name is cut inside its select instead of widening the column past the dialog. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="user-role">Role</Label>
          <Select value={role} onValueChange={(v) => setRole(v === "admin" ? "admin" : "user")}>
            <SelectTrigger id="user-role" className="w-full min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="user">User</SelectItem>
              <SelectItem value="admin">Admin</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="user-company">Company</Label>
          <Select value={companyId} onValueChange={setCompanyId}>
            <SelectTrigger id="user-company" className="w-full min-w-0" aria-required aria-invalid={invalid.has("user-company") || undefined}>
              <SelectValue placeholder="Choose a company" />
            </SelectTrigger>
            <SelectContent>
              {companies.map((company) => (
                <SelectItem key={company.id} value={company.id}>
                  {company.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="user-phone">
          Phone <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input id="user-phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="off" />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="user-discovery"
          type="checkbox"
          checked={discovery}
          onChange={(e) => setDiscovery(e.target.checked)}
          className="mt-0.5 size-4 accent-primary"
          aria-describedby="user-discovery-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="user-discovery">Event discovery enabled</Label>
          <p id="user-discovery-hint" className="text-xs text-muted-foreground">
            Daily discovery searches the news for this user&apos;s accounts.
          </p>
        </div>
      </div>
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {editing ? (saving ? "Saving..." : "Save Changes") : saving ? "Creating..." : "Create User"}
        </Button>
      </div>
    </form>
  );
}
