/**
 * A person's name as stored: single spaces and no leading honorifics ("Dr. Tomas Lindqvist" and
 * "Tomas Lindqvist" are one person, and people are matched by name).
 */
export function personName(name: string) {
  return name
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:dr|prof|mr|mrs|ms)\.?(?:\s+|$))+/i, "");
}
