import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DeliveryChannelsSection } from "@/components/delivery-channels/delivery-channels-section";
import { DeliveryPreferencesForm } from "@/components/delivery-preferences/delivery-preferences-form";
import { SettingsSection } from "@/components/delivery-preferences/settings-section";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { getScope } from "@/lib/auth/scope";
import { getDeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { SignalWeightsForm } from "@/components/signal-weights/signal-weights-form";
import { getSignalWeightSettings } from "@/lib/signal-weights/signal-weights";
import { WEIGHTS_SAVED_MESSAGE } from "@/lib/signal-weights/signal-weights.validation";
import { readOrFallback } from "@/lib/log";
import { saveMySignalWeightsAction } from "./signal-weights-actions";
import { saveMyDeliveryPreferencesAction } from "./actions";
import { listDeliveryAttemptsAction, rotateWebhookSecretAction, saveDeliveryChannelsAction, sendTestDeliveryAction } from "./delivery-channels-actions";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const scope = await getScope();
  if (!scope) redirect("/signin");
  const me = viewerUserId(scope.viewer);
  const [preferences, weights] = await Promise.all([getDeliveryPreferences(me, me), readOrFallback("settings: reading signal weights", () => getSignalWeightSettings(me, me), null)]);
  return (
    <div className="grid max-w-3xl gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <SettingsSection title="Daily report" description="When and how your daily report email reaches you.">
        {preferences ? (
          <DeliveryPreferencesForm initial={preferences} save={saveMyDeliveryPreferencesAction} />
        ) : (
          <p className="text-sm text-muted-foreground">Your delivery settings could not be loaded. Reload the page to try again.</p>
        )}
      </SettingsSection>
      <SettingsSection title="Signal weights" description="How much each signal type matters to you: your reports list heavier types first, and account heat counts them more.">
        {weights ? (
          <SignalWeightsForm initial={weights.weights} defaults={weights.companyDefaults} save={saveMySignalWeightsAction} saveLabel="Save signal weights" savedMessage={WEIGHTS_SAVED_MESSAGE} label="Signal weights" />
        ) : (
          <p className="text-sm text-muted-foreground">Your signal weights could not be loaded. Reload the page to try again.</p>
        )}
      </SettingsSection>
      <DeliveryChannelsSection actions={{ save: saveDeliveryChannelsAction, rotate: rotateWebhookSecretAction, sendTest: sendTestDeliveryAction, list: listDeliveryAttemptsAction }} />
    </div>
  );
}
