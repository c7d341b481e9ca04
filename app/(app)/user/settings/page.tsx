import type { Metadata } from "next";
import { DeliveryChannelsSection } from "@/components/delivery-channels/delivery-channels-section";
import { listDeliveryAttemptsAction, rotateWebhookSecretAction, saveDeliveryChannelsAction, sendTestDeliveryAction } from "./delivery-channels-actions";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="grid max-w-3xl gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <DeliveryChannelsSection actions={{ save: saveDeliveryChannelsAction, rotate: rotateWebhookSecretAction, sendTest: sendTestDeliveryAction, list: listDeliveryAttemptsAction }} />
    </div>
  );
}
