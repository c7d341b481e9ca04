// What every app page and action says to a signed-in user who belongs to no company yet.
export const NO_COMPANY_MESSAGE = "Your user is not linked to a company yet. Please contact your administrator.";
// What an action or page says when the session is missing or has expired.
export const SIGN_IN_MESSAGE = "Please sign in to continue";
