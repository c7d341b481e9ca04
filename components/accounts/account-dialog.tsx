"use client";

import { useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormWarning } from "@/components/ui/form-warning";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AccountActions, EditableAccount } from "@/lib/accounts/account-actions-contract";
import { accountFormSchema, firstIssueMessage } from "@/lib/accounts/account.validation";
import type { SimilarAccount } from "@/lib/accounts/similar-accounts";
import { AccountLogoField, LOGO_MAX_BYTES, type PendingLogo } from "./account-logo-field";
import { useAction } from "@/components/shell/use-action";

const GENERIC_ERROR = "Something went wrong. Please try again.";
export const FIND_ICON_NEEDS_SAVE = "Save the account first: Find Icon looks up the icon on the saved account's website.";
const LOGO_NOT_SENT = "Logo upload failed: the image could not be sent. Please try again.";

export type AccountDialogProps = {
  mode: "add" | "edit";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: AccountActions;
  /** The account being edited (edit mode). */
  account?: EditableAccount;
};

/** Add or edit an account: name, URL, optional full name and a logo (upload, paste, or Find Icon). */
export function AccountDialog({ open, onOpenChange, ...rest }: AccountDialogProps) {
  // Set when, warned about a look-alike while adding, the person chose to open the existing account.
  const [existing, setExisting] = useState<EditableAccount | null>(null);
  const close = (next: boolean) => {
    if (!next) setExisting(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {open &&
        (existing ? (
          <AccountDialogBody key={existing.id} mode="edit" account={existing} actions={rest.actions} onClose={() => close(false)} onOpenAccount={setExisting} />
        ) : (
          <AccountDialogBody {...rest} onClose={() => close(false)} onOpenAccount={setExisting} />
        ))}
    </Dialog>
  );
}

function AccountDialogBody({
  mode,
  account,
  actions,
  onClose,
  onOpenAccount,
}: Omit<AccountDialogProps, "open" | "onOpenChange"> & { onClose: () => void; onOpenAccount: (account: EditableAccount) => void }) {
  const [name, setName] = useState(account?.name ?? "");
  const [url, setUrl] = useState(account?.url ?? "");
  const [fullName, setFullName] = useState(account?.full_name ?? "");
  const [logoUrl, setLogoUrl] = useState(account?.logo_url ?? null);
  const [pending, setPending] = useState<PendingLogo | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set when the account was created here but its logo could not be stored: the dialog then edits it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // An account of the same name or domain the user already has: shown with Open and Create anyway.
  const [similar, setSimilar] = useState<{ message: string; account: SimilarAccount } | null>(null);
  const allowSimilar = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const accountId = account?.id ?? createdId;
  const editing = mode === "edit" || createdId !== null;
  const showInline = { onError: (failure: { error: string }) => setError(failure.error) };
  const updating = useAction(actions.update, { ...showInline, fallbackError: pending ? LOGO_NOT_SENT : GENERIC_ERROR });
  const creating = useAction(actions.create, {
    fallbackError: GENERIC_ERROR,
    onError: (failure) => {
      if ("similar" in failure && failure.similar[0]) setSimilar({ message: failure.error, account: failure.similar[0] });
      else setError(failure.error);
    },
  });
  const uploading = useAction(actions.uploadLogo, { ...showInline, fallbackError: LOGO_NOT_SENT });
  const findingIcon = useAction(actions.findIcon, { fallbackError: "Failed to find icon", display: "toast" });
  // After an account is created without a chosen logo, look for the site's icon. A site that simply has
  // none is no failure (the initials stand in); only a search that could not be made warns, with why.
  const findingIconAfterCreate = useAction(actions.findIcon, {
    fallbackError: "Failed to find icon",
    onSuccess: (result) => void (!result.success && result.reason !== "none" && toast.warning(result.message)),
    onError: (failure) => void toast.warning(failure.error),
  });
  const finding = findingIcon.pending;
  const saving = updating.pending || creating.pending || uploading.pending;

  function replacePending(next: PendingLogo | null) {
    setPending((previous) => {
      if (previous) URL.revokeObjectURL(previous.previewUrl);
      return next;
    });
  }

  /** Accepts an image picked or pasted; returns false (with the reason shown) when it cannot be a logo. */
  function chooseLogo(file: File) {
    if (file.type && !file.type.startsWith("image/")) {
      setError("Logo upload failed: choose an image file.");
      return false;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setError("Logo upload failed: the image is larger than 2 MB. Choose a smaller image.");
      return false;
    }
    setError(null);
    replacePending({ file, previewUrl: URL.createObjectURL(file) });
    return true;
  }

  function onPaste(event: React.ClipboardEvent) {
    const item = Array.from(event.clipboardData.items).find((i) => i.kind === "file" && i.type.startsWith("image/"));
    const file = item?.getAsFile();
    if (!file) return;
    event.preventDefault();
    const named = file.name ? file : new File([file], "pasted-image", { type: file.type });
    if (chooseLogo(named)) toast.success("Image pasted from clipboard!");
  }

  async function onFindIcon() {
    if (!name.trim()) {
      toast.error("Please enter an account name first");
      return;
    }
    if (!accountId) {
      toast.error("Account ID not available");
      return;
    }
    const result = await findingIcon.execute(accountId);
    if (!result) return;
    if (result.success) {
      setLogoUrl(result.public_url ?? null);
      replacePending(null);
      toast.success(result.message);
    } else if (result.reason === "none") {
      toast.warning(result.message);
    } else {
      toast.error(result.message);
    }
  }

  function clearSimilar() {
    setSimilar(null);
    allowSimilar.current = false;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountFormSchema.safeParse({ name, url, full_name: fullName });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      nameRef.current?.focus();
      return;
    }
    setError(null);
    const formData = new FormData();
    if (allowSimilar.current) formData.set("allow_similar", "1");
    formData.set("name", name);
    formData.set("url", url);
    formData.set("full_name", fullName);
    void save(formData, parsed.data.name);
  }

  async function save(formData: FormData, savedName: string) {
    if (editing && accountId) {
      formData.set("id", accountId);
      if (pending) formData.set("logo", pending.file);
      if (!(await updating.execute(formData))) return;
      toast.success(createdId ? `${savedName} added` : "Account updated");
      onClose();
      return;
    }
    const created = await creating.execute(formData);
    if (!created) return;
    if (!pending) {
      toast.success(`${savedName} added`);
      onClose();
      void findingIconAfterCreate.execute(created.id);
      return;
    }
    const logo = new FormData();
    logo.set("id", created.id);
    logo.set("logo", pending.file);
    if (!(await uploading.execute(logo))) {
      // The account exists now: keep the dialog open on it so a retry edits it instead of adding another.
      setCreatedId(created.id);
      return;
    }
    toast.success(`${savedName} added`);
    onClose();
  }

  const busy = saving || finding;
  return (
    <DialogContent className="sm:max-w-md" onPaste={onPaste}>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Account" : "New Account"}</DialogTitle>
        <DialogDescription>
          {!editing
            ? "Add a company you sell to. Trayo watches the news about it for you."
            : "Update the account's details and logo."}
        </DialogDescription>
      </DialogHeader>
      <form id="account-form" noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="account-name">Name</Label>
          <Input
            id="account-name"
            ref={nameRef}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clearSimilar();
            }}
            placeholder="Acme"
            autoComplete="off"
            autoFocus
            aria-required
            aria-invalid={error === "Both name and URL are required." && !name.trim() ? true : undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="account-url">URL</Label>
          <Input
            id="account-url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              clearSimilar();
            }}
            placeholder="https://acme.com"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            aria-required
            aria-invalid={error === "Both name and URL are required." && !url.trim() ? true : undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="account-full-name">
            Full name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id="account-full-name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            placeholder="Acme Corporation, Inc."
            autoComplete="off"
            aria-describedby="account-full-name-hint"
          />
          <p id="account-full-name-hint" className="text-xs text-muted-foreground">
            The official company name helps discovery find the right news.
          </p>
        </div>
        <AccountLogoField
          name={name}
          currentUrl={logoUrl}
          pending={pending}
          onChooseFile={chooseLogo}
          onClearFile={() => replacePending(null)}
          onFindIcon={onFindIcon}
          finding={finding}
          disabled={saving}
          findIconBlocked={accountId ? null : FIND_ICON_NEEDS_SAVE}
        />
        <FormAlert message={error} />
        {similar ? (
          <FormWarning message={similar.message}>
            <Button type="button" size="sm" variant="outline" onClick={() => onOpenAccount(withoutMatch(similar.account))}>
              Open “{similar.account.name}”
            </Button>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              onClick={() => {
                allowSimilar.current = true;
              }}
            >
              Create anyway
            </Button>
          </FormWarning>
        ) : null}
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="account-form" disabled={busy}>
          {saving && <Loader2 className="animate-spin" />}
          {editing ? (saving ? "Saving..." : "Save Changes") : saving ? "Creating..." : "Create Account"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

const withoutMatch = ({ id, name, url, full_name, logo_url }: SimilarAccount): EditableAccount => ({ id, name, url, full_name, logo_url });
