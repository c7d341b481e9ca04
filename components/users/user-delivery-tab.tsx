"use client";

import { useEffect, useState } from "react";
import { DeliveryPreferencesForm, type DeliveryPreferencesView } from "@/components/delivery-preferences/delivery-preferences-form";
import { useAction } from "@/components/shell/use-action";
import { FormAlert } from "@/components/ui/form-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import type { UserActions } from "./user-types";

/** The Delivery tab: the user's daily-report preferences, in the form Settings uses. */
export function UserDeliveryTab({ userId, actions }: { userId: string; actions: Pick<UserActions, "loadDelivery" | "saveDelivery"> }) {
  const [preferences, setPreferences] = useState<DeliveryPreferencesView | null>(null);
  const loading = useAction(actions.loadDelivery, { fallbackError: `Failed to load delivery settings: ${GENERIC_ERROR_MESSAGE}` });
  const load = loading.execute;

  useEffect(() => {
    let live = true;
    void load(userId).then((result) => live && result && setPreferences(result.preferences));
    return () => {
      live = false;
    };
  }, [load, userId]);

  if (preferences) return <DeliveryPreferencesForm key={userId} initial={preferences} subject="user" save={(input) => actions.saveDelivery({ ...input, user_id: userId })} />;
  if (loading.error) return <FormAlert message={loading.error} />;
  return (
    <div className="grid gap-3" role="status" aria-label="Loading delivery settings">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
