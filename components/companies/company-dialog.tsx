"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { companyFormIssue, companyFormSchema, solutionsBriefHint } from "@/lib/companies/company.validation";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { cn } from "@/lib/utils/cn";
import { CompanyLogoField } from "./company-logo-field";
import type { CompanyActions, EditableCompany } from "./company-types";

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; company?: EditableCompany; save: CompanyActions["save"] };

/** New Company / Edit Company: name, solutions, solutions brief (with its hint and a live count) and a logo. */
export function CompanyDialog({ open, onOpenChange, company, save }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <CompanyDialogBody company={company} save={save} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CompanyDialogBody({ company, save, onClose }: { company?: EditableCompany; save: CompanyActions["save"]; onClose: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(company?.name ?? "");
  const [solutions, setSolutions] = useState(company?.solutions ?? "");
  const [brief, setBrief] = useState(company?.solutions_brief ?? "");
  const [pending, setPending] = useState<{ file: File; previewUrl: string } | null>(null);
  // Set once a new company exists, so a retry after a failed logo edits it instead of adding another.
  const [savedId, setSavedId] = useState<string | null>(company?.id ?? null);
  const { execute, pending: saving, error, setError } = useAction(save, { fallbackError: GENERIC_ERROR_MESSAGE });
  const nameRef = useRef<HTMLInputElement>(null);
  const hint = solutionsBriefHint(brief.trim().length);

  function replacePending(next: { file: File; previewUrl: string } | null) {
    setPending((previous) => {
      if (previous) URL.revokeObjectURL(previous.previewUrl);
      return next;
    });
  }

  function chooseLogo(file: File) {
    if (!file.type.startsWith("image/")) return setError("Logo upload failed: choose an image file.");
    if (file.size > LOGO_MAX_BYTES) return setError("Logo upload failed: the image is larger than 2 MB. Choose a smaller image.");
    setError(null);
    replacePending({ file, previewUrl: URL.createObjectURL(file) });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = companyFormSchema.safeParse({ name, solutions, solutions_brief: brief });
    if (!parsed.success) {
      setError(companyFormIssue(parsed.error));
      nameRef.current?.focus();
      return;
    }
    setError(null);
    const form = new FormData();
    if (savedId) form.set("id", savedId);
    form.set("name", name);
    form.set("solutions", solutions);
    form.set("solutions_brief", brief);
    if (pending) form.set("logo", pending.file);
    void execute(form).then((result) => {
      if (!result) return;
      setSavedId(result.id);
      router.refresh();
      if (result.logoError) return setError(result.logoError);
      toast.success(company ? "Company updated" : `${parsed.data.name} created`);
      onClose();
    });
  }

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>{company ? "Edit Company" : "New Company"}</DialogTitle>
        <DialogDescription>The seller company and what it sells: its solutions drive every &quot;why it matters&quot; and offering.</DialogDescription>
      </DialogHeader>
      <form id="company-form" noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="company-name">Name</Label>
          <Input id="company-name" ref={nameRef} value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" autoFocus aria-required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="company-solutions">Solutions</Label>
          <Textarea
            id="company-solutions"
            value={solutions}
            onChange={(e) => setSolutions(e.target.value)}
            rows={5}
            aria-describedby="company-solutions-hint"
          />
          <p id="company-solutions-hint" className="text-xs text-muted-foreground">
            The products and services the company sells, one per line or paragraph, with links where they exist.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="company-solutions-brief">Solutions brief</Label>
          <Textarea
            id="company-solutions-brief"
            value={brief}
            onChange={(e) => setBrief(e.target.value)}
            rows={4}
            aria-describedby="company-brief-hint company-brief-count"
          />
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs">
            <p id="company-brief-hint" className="text-muted-foreground">
              A short summary of what the company offers. 200-400 characters recommended.
            </p>
            <p id="company-brief-count" aria-live="polite" className={cn("tabular-nums", hint.inRange ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground")}>
              {hint.text}
            </p>
          </div>
        </div>
        <CompanyLogoField name={name} currentUrl={company?.logo_url ?? null} pending={pending} onChoose={chooseLogo} onClear={() => replacePending(null)} disabled={saving} />
        <FormAlert message={error} />
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="company-form" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {savedId ? (saving ? "Saving..." : "Save Changes") : saving ? "Creating..." : "Create Company"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
