// Spec 2 §8 texts for the admin Emails page.
export const EMAIL_CONTENT_FAILED = "Failed to load email content";
export const NO_EMAIL_ID = "No email ID available";
export const ADMIN_ACCESS_REQUIRED = "Admin access required";
