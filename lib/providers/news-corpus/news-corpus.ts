/**
 * Articles the app can read without the network: the bundled demo news site (and, for discovery,
 * folders of saved articles). `pageFor` answers a URL the corpus owns: the page's HTML, or null when
 * the corpus owns the URL's host but has no article there (a 404). URLs it does not own are undefined.
 */
export interface NewsCorpus {
  pageFor(url: URL): string | null | undefined;
}
