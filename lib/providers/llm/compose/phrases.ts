import type { LanguageCode } from "./compose-types";
import { ar, hi, ja, ko, zh } from "./phrases-asia";
import { de, en, es, fr, it, nl, pt } from "./phrases-europe";
import { da, no, ru, sv } from "./phrases-nordic";
import type { Phrases } from "./phrases-types";

export const phrasesByLanguage: Record<LanguageCode, Phrases> = { en, es, fr, de, it, pt, zh, ja, ko, ar, ru, hi, nl, sv, no, da };
