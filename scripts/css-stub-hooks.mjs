// Module hooks for scripts run outside Next.js (the bench renders components): a stylesheet import
// becomes an empty module, as Next.js's bundler would take it out of the server code.
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "export default {};", shortCircuit: true };
  return nextLoad(url, context);
}
