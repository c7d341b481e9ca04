import type { DuplicateJudgement, DuplicateRequest } from "./discovery-judge";
import { articleQuotes, type UnsupportedClaim } from "./quote-check";

// A duplicate judgement claims that two stories report one event; it quotes both. A judgement whose
// quotes are not in the stories it names is not acted on: the candidate stays (never silently dropped).

const dupId = (i: number) => `duplicate:${i}`;

function storyTexts(request: DuplicateRequest, candidateIndex: number | null): string[] {
  const c = request.candidates.find((x) => x.index === candidateIndex);
  return c ? [c.title, c.snippet, c.text ?? ""] : [];
}

function repeatedTexts(request: DuplicateRequest, d: DuplicateJudgement["duplicates"][number]): string[] {
  if (d.duplicate_of_event_id) {
    const e = request.existing.find((x) => x.id === d.duplicate_of_event_id);
    return e ? [e.title, e.summary ?? ""] : [];
  }
  return storyTexts(request, d.duplicate_of_candidate_index);
}

/** The duplicate judgements whose quotes are not in the candidate, or not in the story it is said to repeat. */
export function unsupportedDuplicates(judgement: DuplicateJudgement, request: DuplicateRequest): UnsupportedClaim[] {
  return judgement.duplicates.flatMap((d, i) => {
    const claims = [
      { id: dupId(i), label: `duplicates[${i}].candidate_quote (candidate ${d.candidate_index})`, quote: d.candidate_quote, texts: storyTexts(request, d.candidate_index) },
      { id: dupId(i), label: `duplicates[${i}].duplicate_quote`, quote: d.duplicate_quote, texts: repeatedTexts(request, d) },
    ];
    return claims.flatMap(({ texts, ...claim }) => {
      const problem = texts.length ? articleQuotes(...texts).problem(claim.quote) : "not_found";
      return problem ? [{ ...claim, problem }] : [];
    });
  });
}

/** The judgement without the duplicates named in `unsupported`: their candidates count as unique stories. */
export function withoutUnsupportedDuplicates(judgement: DuplicateJudgement, unsupported: UnsupportedClaim[]): DuplicateJudgement {
  const dropped = new Set(unsupported.map((u) => u.id));
  if (dropped.size === 0) return judgement;
  const duplicates = judgement.duplicates.filter((_, i) => !dropped.has(dupId(i)));
  const stillDuplicate = new Set(duplicates.map((d) => d.candidate_index));
  const restored = judgement.duplicates.filter((d, i) => dropped.has(dupId(i)) && !stillDuplicate.has(d.candidate_index)).map((d) => d.candidate_index);
  const unique = [...new Set([...judgement.unique_candidates, ...restored])].sort((a, b) => a - b);
  const note = `${judgement.duplicates.length - duplicates.length} duplicate judgement(s) set aside: their quotes are not in the stories`;
  return { ...judgement, duplicates, unique_candidates: unique, reason: judgement.reason ? `${judgement.reason} (${note})` : note };
}
