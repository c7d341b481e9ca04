"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Loader2, RefreshCw, Send } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "@/components/delivery-preferences/settings-section";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/action-result";
import { DeliveryAttemptsList, type AttemptView } from "./delivery-attempts-list";
import { SecretOnceBox } from "./secret-once-box";

export type DeliverySettingsView = { slackWebhookUrl: string; webhookUrl: string; secretHint: string | null };
type Channel = "slack" | "webhook";

export type DeliveryChannelsActions = {
  save: (input: { slackWebhookUrl: string; webhookUrl: string }) => Promise<ActionResult<DeliverySettingsView & { newSecret: string | null }>>;
  rotate: (input: Record<string, never>) => Promise<ActionResult<{ newSecret: string; secretHint: string }>>;
  sendTest: (input: { channel: Channel }) => Promise<ActionResult<{ deliveryId: string }>>;
  list: (input: Record<string, never>) => Promise<ActionResult<{ attempts: AttemptView[]; settings: DeliverySettingsView }>>;
};

const POLL_MS = 1500;
const POLL_FOR_MS = 60_000;

/** Slack and webhook delivery of the daily report: URLs, Send test, the signing secret (shown once), and the attempts log. */
export function DeliveryChannelsCard({ initial, attempts: initialAttempts, actions }: { initial: DeliverySettingsView; attempts: AttemptView[]; actions: DeliveryChannelsActions }) {
  const [settings, setSettings] = useState(initial);
  const [slackUrl, setSlackUrl] = useState(initial.slackWebhookUrl);
  const [webhookUrl, setWebhookUrl] = useState(initial.webhookUrl);
  const [attempts, setAttempts] = useState(initialAttempts);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [testNote, setTestNote] = useState<string | null>(null);
  const pollUntil = useRef(0);
  const rotateButton = useRef<HTMLButtonElement>(null);

  const refresh = useAction(actions.list, { fallbackError: "Failed to load the delivery attempts", onSuccess: (r) => setAttempts(r.attempts) });
  const save = useAction(actions.save, {
    fallbackError: "Failed to save the delivery settings",
    onSuccess: (r) => {
      setSettings({ slackWebhookUrl: r.slackWebhookUrl, webhookUrl: r.webhookUrl, secretHint: r.secretHint });
      setSlackUrl(r.slackWebhookUrl);
      setWebhookUrl(r.webhookUrl);
      if (r.newSecret) setNewSecret(r.newSecret);
      toast.success("Delivery settings saved.");
    },
  });
  const rotate = useAction(actions.rotate, {
    fallbackError: "Failed to rotate the secret",
    onSuccess: (r) => {
      setSettings((s) => ({ ...s, secretHint: r.secretHint }));
      setNewSecret(r.newSecret);
    },
  });
  const sendTest = useAction(actions.sendTest, {
    fallbackError: "Failed to queue the test message",
    onSuccess: (_r, input) => {
      setTestNote(`Test message to ${input.channel === "slack" ? "Slack" : "the webhook"} queued: its attempts appear below.`);
      pollUntil.current = Date.now() + POLL_FOR_MS;
    },
  });

  const { execute: list } = refresh;
  const poll = useCallback(() => {
    if (Date.now() < pollUntil.current && document.visibilityState === "visible") void list({});
  }, [list]);
  useEffect(() => {
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);

  const dirty = slackUrl.trim() !== settings.slackWebhookUrl || webhookUrl.trim() !== settings.webhookUrl;
  const error = save.error ?? rotate.error ?? sendTest.error ?? refresh.error;

  return (
    <SettingsSection title="Slack and webhook delivery" description="Your daily report also goes to these channels. Leave a field empty to turn it off.">
      <div className="grid gap-5">
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save.execute({ slackWebhookUrl: slackUrl, webhookUrl });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="slack-webhook-url">Slack incoming-webhook URL</Label>
            <Input id="slack-webhook-url" type="url" inputMode="url" autoComplete="off" placeholder="https://hooks.slack.com/services/…" maxLength={500} value={slackUrl} onChange={(e) => setSlackUrl(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="webhook-url">Webhook URL</Label>
            <Input id="webhook-url" type="url" inputMode="url" autoComplete="off" placeholder="https://example.com/trayo-webhook" maxLength={2000} value={webhookUrl} onChange={(e) => setWebhookUrl(e.target.value)} aria-describedby="webhook-url-help" />
            <p id="webhook-url-help" className="text-xs text-muted-foreground">
              Signed with HMAC-SHA256 (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature headers).
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.pending || !dirty}>
              {save.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Save
            </Button>
          </div>
        </form>
        <FormAlert message={error} />

        {settings.webhookUrl ? (
          <div className="grid gap-2">
            <p className="text-sm">
              Signing secret: <span data-testid="secret-hint" className="font-mono">{settings.secretHint ?? "none"}</span>
            </p>
            {newSecret ? (
              <SecretOnceBox
                secret={newSecret}
                onDone={() => {
                  setNewSecret(null);
                  rotateButton.current?.focus();
                }}
              />
            ) : null}
            <div>
              <Button ref={rotateButton} variant="outline" size="sm" disabled={rotate.pending} onClick={() => void rotate.execute({})}>
                Rotate secret
              </Button>
            </div>
          </div>
        ) : null}

        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Send a test</h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!settings.slackWebhookUrl || sendTest.pending} onClick={() => void sendTest.execute({ channel: "slack" })}>
              <Send aria-hidden />
              Send test to Slack
            </Button>
            <Button variant="outline" disabled={!settings.webhookUrl || sendTest.pending} onClick={() => void sendTest.execute({ channel: "webhook" })}>
              <Send aria-hidden />
              Send test to webhook
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {testNote}
          </p>
        </div>

        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Recent deliveries</h3>
            <Button variant="ghost" size="sm" onClick={() => void refresh.execute({})} disabled={refresh.pending}>
              <RefreshCw className={refresh.pending ? "animate-spin" : undefined} aria-hidden />
              Refresh
            </Button>
          </div>
          <DeliveryAttemptsList attempts={attempts} label="Recent deliveries" emptyText="No deliveries yet. Send a test to see one here." />
        </div>
      </div>
    </SettingsSection>
  );
}
