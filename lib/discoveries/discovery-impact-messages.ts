// Shared by the server (impact assessment) and the Confirm Discovery dialog: no server imports here.

export type ImpactAccount = {
  id: string;
  name: string;
  last_discovery_at: string | null;
  last_discovery_status: string | null;
};

export type DiscoveryImpact = {
  user: { id: string; name: string | null; email: string };
  accounts: ImpactAccount[];
  estimate: { searches: number; llm_calls: number };
};

/** Spec 2 §5: running discovery for a user needs at least one assigned account. */
export const noAccountsMessage = (user: { name: string | null; email: string }) =>
  `The user ${user.name || user.email} has no accounts assigned. Please assign accounts before running a discovery.`;

