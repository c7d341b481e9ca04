// What every app page and action says to a signed-in user who belongs to no company yet.
export const NO_COMPANY_MESSAGE = "Your user is not linked to a company yet. Please contact your administrator.";
