// Spec 1 §8 / spec 2 §5 wording for discovery.
export const DISCOVERY_ADMIN_REQUIRED = "Admin access required to run discovery. Please contact your administrator.";
export const DISCOVERY_NO_SESSION = "No valid session found. Please sign in again.";
export const DISCOVERY_TIMED_OUT = "Discovery timed out after 5 minutes. Please try again.";
export const DISCOVERY_PIPELINE_FAILED = "Discovery pipeline failed";
export const DISCOVERY_DEFAULT_ERROR = "Failed to run discovery pipeline";
export const noAccountsAssignedMessage = (userName: string) =>
  `The user ${userName} has no accounts assigned. Please assign accounts before running a discovery.`;
