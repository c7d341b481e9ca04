import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import { getDeliverySettings } from "@/lib/delivery-channels/channel-settings";
import { listOwnDeliveryAttempts } from "@/lib/delivery-channels/delivery-attempts";
import { DELIVERY_SETTINGS_CONTEXT } from "@/lib/delivery-channels/delivery-messages";
import { readOrFallback } from "@/lib/log";
import { DeliveryChannelsCard, type DeliveryChannelsActions } from "./delivery-channels-card";

/** The settings page's delivery card: reads the acting user's channels and attempts on the server. */
export async function DeliveryChannelsSection({ actions }: { actions: DeliveryChannelsActions }) {
  const acting = await resolveActingContext();
  if (!acting.scope) return <ContextRequired message={contextRequiredMessage(acting.reason, DELIVERY_SETTINGS_CONTEXT)} />;
  const scope = acting.scope;
  const [settings, attempts] = await Promise.all([
    readOrFallback("deliveries: reading the settings", () => getDeliverySettings(scope), { slackWebhookUrl: "", webhookUrl: "", secretHint: null }),
    readOrFallback("deliveries: listing attempts", () => listOwnDeliveryAttempts(scope), []),
  ]);
  return <DeliveryChannelsCard initial={settings} attempts={attempts} actions={actions} />;
}
