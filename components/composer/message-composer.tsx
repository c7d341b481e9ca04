"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { Check, ChevronLeft, ChevronRight, Copy, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DEFAULT_MESSAGE_OPTIONS, variationStyles, type ComposedMessage, type Evidence, type MessageOptions } from "@/lib/providers/llm/compose/compose-types";
import { generationErrorText, requestMessage, saveLanguage, messageLength } from "./compose-client";
import { ComposerHeader, type ComposerEvent } from "./composer-header";
import { ComposerOptions } from "./composer-options";
import { CareWarning } from "./care-warning";
import { CARE_OBJECTIVE } from "@/lib/guardrails/timing-guardrails";
import { EvidenceList } from "./evidence-list";
import { MessagePreview } from "./message-preview";

type BaseOptions = Omit<MessageOptions, "variation_style">;
type Version = { id: number; message: string; evidence: Evidence; selected: boolean };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.getAttribute("role") === "combobox");

export function MessageComposer({
  event,
  userId,
  senderName,
  initialLanguage,
  firstDraft,
  previousId,
  nextId,
}: {
  event: ComposerEvent;
  userId: string;
  senderName: string;
  initialLanguage: MessageOptions["language"];
  /** The first draft when it came with the page (offline provider); otherwise it is asked for on open. */
  firstDraft: ComposedMessage | null;
  previousId: string | null;
  nextId: string | null;
}) {
  const router = useRouter();
  const [options, setOptions] = useState<BaseOptions>({ ...DEFAULT_MESSAGE_OPTIONS, language: initialLanguage });
  const [versions, setVersions] = useState<Version[]>(() =>
    firstDraft ? [{ id: 0, message: firstDraft.message, evidence: firstDraft.evidence, selected: true }] : [],
  );
  // The options the page's first draft was written for: no request for them on open.
  const draftedFor = useRef<BaseOptions | null>(firstDraft ? options : null);
  const [streamText, setStreamText] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [editing, setEditing] = useState(false);
  const navigating = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const nextVersionId = useRef(1);

  const selectedIndex = Math.max(0, versions.findIndex((v) => v.selected));
  const current = versions[selectedIndex] ?? null;

  const generate = useCallback(
    async (opts: BaseOptions, variation: MessageOptions["variation_style"], replace: boolean) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setGenerating(true);
      setStreamText("");
      if (replace) setError(null);
      try {
        const result = await requestMessage(
          { event_id: event.id, user_id: userId, ...opts, ...(variation ? { variation_style: variation } : {}) },
          (text) => setStreamText(text),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        const version = { id: nextVersionId.current++, message: result.message, evidence: result.evidence, selected: true };
        setVersions((list) => (replace ? [version] : [...list.map((v) => ({ ...v, selected: false })), version]));
      } catch (e) {
        if (controller.signal.aborted) return;
        // A failed extra version is only logged (spec 2 §8); the first one shows the error.
        if (replace) setError(generationErrorText(e));
        else console.error("composer: generating another version failed", e);
      } finally {
        if (abortRef.current === controller) {
          setGenerating(false);
          setStreamText(null);
        }
      }
    },
    [event.id, userId],
  );

  // One message on open, and a fresh one (all versions cleared) whenever an option changes.
  // (Started from a timer so a remount in development does not send the request twice.)
  useEffect(() => {
    if (draftedFor.current === options) return;
    draftedFor.current = null;
    const timer = setTimeout(() => void generate(options, undefined, true), 0);
    return () => {
      clearTimeout(timer);
      abortRef.current?.abort();
    };
  }, [options, generate]);

  const changeOptions = (next: BaseOptions) => {
    if (next.language !== options.language) saveLanguage(next.language);
    setVersions([]);
    setOptions(next);
  };

  const select = (index: number) => {
    const n = versions.length;
    if (n === 0) return;
    const target = ((index % n) + n) % n;
    setVersions((list) => list.map((v, i) => ({ ...v, selected: i === target })));
  };

  const tryAnother = () => void generate(options, variationStyles[versions.length % variationStyles.length], false);

  const copy = async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.message);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (e) {
      console.error("composer: copying failed", e);
    }
  };

  // Escape back to the feed, ←/→ between the events of the user's sent reports; never while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || editing || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (document.querySelector("[role=listbox], [role=dialog]")) return;
      const go = (href: string) => {
        if (navigating.current) return;
        navigating.current = true;
        e.preventDefault();
        router.push(href);
      };
      if (e.key === "Escape") go("/user/events");
      else if (e.key === "ArrowLeft" && previousId) go(`/user/events/${previousId}/compose`);
      else if (e.key === "ArrowRight" && nextId) go(`/user/events/${nextId}/compose`);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [editing, nextId, previousId, router]);

  const shown = streamText !== null && streamText !== "" ? streamText : (current?.message ?? "");
  const copyDisabled = generating || !current?.message.trim();

  return (
    // minmax(0, …) tracks: the header's one-line (truncated) title must not widen the page past a phone's width.
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-5">
      <ComposerHeader event={event} />
      {event.guardrail ? (
        <CareWarning
          label={event.guardrail.label}
          warning={event.guardrail.warning}
          buildTrustChosen={options.objective === CARE_OBJECTIVE}
          disabled={generating}
          onUseBuildTrust={() => changeOptions({ ...options, objective: CARE_OBJECTIVE })}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="preview-heading" className="grid content-start gap-3 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="preview-heading" className="mr-auto text-sm font-semibold">
              Preview
            </h2>
            <span className="text-xs text-muted-foreground" data-testid="word-count">
              {messageLength(shown)}
            </span>
            <div className="flex items-center gap-1" role="group" aria-label="Versions">
              <Button variant="ghost" size="icon" aria-label="Previous version" disabled={versions.length < 2 || generating} onClick={() => select(selectedIndex - 1)}>
                <ChevronLeft aria-hidden />
              </Button>
              <span className="min-w-10 text-center text-xs tabular-nums" data-testid="version-pager" aria-live="polite">
                {versions.length ? `${selectedIndex + 1}/${versions.length}` : "0/0"}
              </span>
              <Button variant="ghost" size="icon" aria-label="Next version" disabled={versions.length < 2 || generating} onClick={() => select(selectedIndex + 1)}>
                <ChevronRight aria-hidden />
              </Button>
            </div>
            <Button variant="outline" size="sm" onClick={tryAnother} disabled={generating || versions.length === 0}>
              <RefreshCw aria-hidden />
              Try Another Version
            </Button>
            <Button size="sm" onClick={copy} disabled={copyDisabled}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied!" : "Copy Message"}
            </Button>
          </div>
          {/* Below lg the options sit under the preview: room for a typical draft is kept from the start, so
              they do not jump down when it arrives (Lighthouse: layout shift 0.26 on a phone). */}
          <div className="grid min-h-[28rem] content-start gap-3 lg:min-h-0">
            {error && !generating ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {generating && !shown ? (
              <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                Generating message...
              </p>
            ) : shown ? (
              <MessagePreview
                format={options.format}
                message={shown}
                streaming={generating}
                accountName={event.accountName}
                senderName={senderName}
                onEditingChange={setEditing}
                onSave={(message) => setVersions((list) => list.map((v) => (v.selected ? { ...v, message } : v)))}
              />
            ) : null}
            {current && !generating ? <EvidenceList evidence={current.evidence} /> : null}
          </div>
          <p className="text-xs text-muted-foreground">
            Esc returns to events · ← / → previous and next event
          </p>
        </section>
        <ComposerOptions options={options} disabled={generating} onChange={changeOptions} />
      </div>
    </div>
  );
}
