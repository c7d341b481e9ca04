"use client";

import { useRef } from "react";
import { ImageUp, X } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { Button } from "@/components/ui/button";

/** The company dialog's logo: preview, an upload button (images only) and the chosen file's name. */
export function CompanyLogoField({
  name,
  currentUrl,
  pending,
  onChoose,
  onClear,
  disabled,
}: {
  name: string;
  currentUrl: string | null;
  pending: { file: File; previewUrl: string } | null;
  onChoose: (file: File) => void;
  onClear: () => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <span className="text-sm leading-none font-medium" id="company-logo-label">
        Logo
      </span>
      <div role="group" aria-labelledby="company-logo-label" className="flex items-center gap-4 rounded-lg border border-dashed p-3">
        <AccountLogo name={name} logoUrl={pending?.previewUrl ?? currentUrl} className="size-14 rounded-lg text-base text-foreground/80" />
        <div className="grid min-w-0 flex-1 gap-2">
          <div>
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden />
              Upload Logo
            </Button>
          </div>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            aria-label="Company logo file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              event.target.value = "";
            }}
          />
          {pending ? (
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <span className="truncate">New logo: {pending.file.name}</span>
              <Button type="button" variant="ghost" size="icon-sm" className="size-6" aria-label="Remove new logo" onClick={onClear}>
                <X aria-hidden />
              </Button>
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Images only (PNG, JPG, SVG, WebP, GIF or ICO) up to 2 MB.</p>
          )}
        </div>
      </div>
    </div>
  );
}
