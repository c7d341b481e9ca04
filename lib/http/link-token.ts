/**
 * The signed token of an emailed link's page (`/unsubscribe/[token]`, `/not-relevant/[token]`), decoded;
 * a malformed escape reads as an empty token, which the page's status check refuses.
 */
export async function linkTokenOf(params: Promise<{ token: string }>): Promise<string> {
  const { token } = await params;
  try {
    return decodeURIComponent(token);
  } catch {
    return "";
  }
}
