/** A page that cannot be read as an article: retrying the same page cannot help. */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractionError";
  }
}
