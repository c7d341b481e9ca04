/** The LinkedIn profile of a username as stored (with or without the /in/ path). */
export function linkedinUrl(username: string | null | undefined): string | null {
  const name = username?.trim().replace(/^https?:\/\/(www\.)?linkedin\.com\/in\//i, "").replace(/\/+$/, "");
  return name ? `https://www.linkedin.com/in/${encodeURIComponent(name)}` : null;
}
