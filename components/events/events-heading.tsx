/**
 * The /events title and subtitle: the same in the loading skeleton, the page and its no-context state,
 * so the words a visitor reads first are painted with the first paint and stay put.
 */
export function EventsHeading() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Events</h1>
      <p className="text-sm text-muted-foreground">News and signals about your accounts, most recently added first.</p>
    </div>
  );
}
