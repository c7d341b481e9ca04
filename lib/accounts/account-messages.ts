// The Accounts page's fixed texts (spec 1 §2), shared by the page and its server actions.
export const CONTEXT_REQUIRED_MESSAGE =
  "Context Required: Please select a company and user from the header to manage accounts.";
export const DELETE_CONFIRMATION = "Delete this account?";
