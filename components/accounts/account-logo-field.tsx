"use client";

import { useRef } from "react";
import { ImageUp, Loader2, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AccountLogo } from "./account-logo";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** An image chosen or pasted in the dialog, not stored yet, with an object URL for its preview. */
export type PendingLogo = { file: File; previewUrl: string };

type Props = {
  name: string;
  /** The saved (or just found) logo. */
  currentUrl: string | null;
  pending: PendingLogo | null;
  onChooseFile: (file: File) => void;
  onClearFile: () => void;
  onFindIcon: () => void;
  finding: boolean;
  disabled?: boolean;
  /** Why Find Icon cannot run yet (it looks up a saved account's site); null when it can. */
  findIconBlocked?: string | null;
};

/** The dialog's logo area: preview, file upload, Find Icon, and a hint that pasting works. */
export function AccountLogoField({ name, currentUrl, pending, onChooseFile, onClearFile, onFindIcon, finding, disabled, findIconBlocked }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const findButton = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled || finding || Boolean(findIconBlocked)}
      aria-describedby={findIconBlocked ? "find-icon-why" : undefined}
      onClick={onFindIcon}
    >
      {finding ? <Loader2 className="animate-spin" /> : <Sparkles />}
      {finding ? "Finding..." : "Find Icon"}
    </Button>
  );

  return (
    <div className="grid gap-2">
      <span className="text-sm leading-none font-medium" id="account-logo-label">
        Logo
      </span>
      <div className="flex items-start gap-4 rounded-lg border border-dashed p-3" aria-labelledby="account-logo-label" role="group">
        <AccountLogo
          name={name}
          logoUrl={pending?.previewUrl ?? currentUrl}
          className="size-16 rounded-lg text-base"
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
              <ImageUp />
              Upload
            </Button>
            {findButton}
          </div>
          {/* Said on the page, not in a tooltip: a phone has no hover and a disabled button takes no focus. */}
          {findIconBlocked ? (
            <p id="find-icon-why" className="text-xs text-muted-foreground">
              {findIconBlocked}
            </p>
          ) : null}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            aria-label="Logo file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChooseFile(file);
              event.target.value = "";
            }}
          />
          {pending ? (
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <span className="truncate">New logo: {pending.file.name || "pasted image"}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="size-6"
                aria-label="Remove new logo"
                onClick={onClearFile}
              >
                <X />
              </Button>
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">PNG, JPG, SVG or ICO up to 2 MB. You can also paste an image.</p>
          )}
        </div>
      </div>
    </div>
  );
}
