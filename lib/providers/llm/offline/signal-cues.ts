// Hand-written cue phrases for each kind of event: features of the signal model, not its decision.
import type { SignalType } from "../signal-types";

export type EventType = Exclude<SignalType, "other">;

const MONEY = String.raw`(?:[$€£¥]\s?\d[\d.,]*\s?(?:million|billion|bn|m|mn)?|\d[\d.,]*\s?(?:million|billion|bn|m)\b(?:\s(?:crowns|euros|dollars|pounds))?)`;
const ROLE_WORDS = String.raw`(?:chief|ceo|cfo|coo|cto|cio|cmo|cpo|president|chair(?:man|woman)?|head of|vice president|officer|director|board|managing director|general counsel|finance chief|top job)`;

/**
 * Multi-word evidence per kind of event. Strong patterns name the event itself ("agreed to buy", "raises
 * … Series B"); a story needs one in its headline or lede to be classified at all.
 */
export const patterns: Record<EventType, RegExp[]> = {
  funding: [
    new RegExp(String.raw`\b(?:raises?|raised|raising|lands?|landed|secures?|secured|closes?|closed|bags?|bagged|pulls? in|pulled in|gets|receives?|received)\b[^.;]{0,60}?${MONEY}`, "i"),
    new RegExp(String.raw`${MONEY}[^.;]{0,40}\b(?:series [a-h]|seed|funding|financing|investment|round)\b`, "i"),
    /\b(?:series [a-h](?: round| financing)?|seed round|growth round|funding round|venture funding|financing round|new funding|fresh funding|new capital)\b/i,
    /\b(?:invest(?:s|ed)?|backs?|backed)\b[^.;]{0,60}\bround\b/i,
    // "Investors have poured €30 million into …", "picks up $22 million from … backers"
    new RegExp(String.raw`\b(?:investors?|backers?|venture|fund)\b[^.;]{0,60}?${MONEY}|${MONEY}[^.;]{0,60}?\b(?:from|led by)\b[^.;]{0,40}?\b(?:investors?|backers?|capital|ventures|partners)\b`, "i"),
    new RegExp(String.raw`\b(?:pick(?:s|ed)? up|attract(?:s|ed)?|pour(?:s|ed)?)\s${MONEY}`, "i"),
  ],
  acquisition: [
    /\b(?:to acquire|agree[sd]? to acquire|acquires|acquired|acquiring|acquisition of|completes? (?:its |the )?acquisition|completed (?:its |the )?acquisition)\b/i,
    /\b(?:agree[sd]? to buy|to buy|buys|bought|snaps? up|snapped up|scoops? up|scooped up|take over|takes over|takeover of|merge with|will merge|to merge|merger with|purchas(?:es|ed|ing)|to purchase)\b(?!\s+back)(?!\s+(?:more|anything|prints|gift|shares|its own|[$€£¥\d]))/i,
  ],
  leadership_change: [
    new RegExp(String.raw`\b(?:names?|named|appoints?|appointed|promotes?|promoted|taps?|tapped|hires?|hired|elects?|elected|picks?|picked|chooses|chose|selects?|selected|brings? in|brought in)\b[^.;]{0,80}?\b${ROLE_WORDS}`, "i"),
    /\b(?:names?|named|picks?|picked|taps?|tapped|chooses|chose|appoints?|appointed)\b[^.;]{0,40}\bto (?:lead|run|head)\b/i,
    new RegExp(String.raw`\b${ROLE_WORDS}\b[^.;]{0,60}?\b(?:is leaving|will leave|leaves|departs|is departing|to depart|exits|is exiting|quits|was ousted|ousted|was fired)\b`, "i"),
    /\b(?:takes? over from|took over from|announced (?:his|her|their) retirement|acting (?:ceo|cfo|coo|chief)|interim (?:ceo|cfo|coo|chief))\b/i,
    new RegExp(String.raw`\bjoins?\b[^.;]{0,50}?\bas\b[^.;]{0,10}?${ROLE_WORDS}`, "i"),
    /\b(?:steps? down|stepping down|to step down|resign(?:s|ed)?|resignation|to retire|will retire|retires|retiring|successor|interim chief|hands? (?:the )?reins|handing the top job|new chief executive|next chief executive|independent directors?)\b/i,
    // "succeeding Mark Ellis", "will succeed him"; not "anyone can succeed regardless of …" (case-sensitive on purpose).
    /\b[Ss]ucceed(?:s|ed|ing)? (?:him|her|them|\p{Lu}\p{Ll}+)/u,
  ],
  hiring: [
    /\b(?:to hire|will hire|plans? to hire|is hiring|are hiring|hiring drive|recruitment drive|recruiting|to recruit|seeks?|seeking)\b[^.;]{0,60}?\b\d[\d,]*\b/i,
    /\b(?:to hire|will hire|plans? to hire|is hiring|recruiting|recruitment drive)\b/i,
    /\b(?:add(?:s|ing)?|creat(?:e|es|ing)|is to create|opens?)\s(?:about |some |up to |nearly )?\d[\d,]*\s(?:new\s)?(?:jobs|roles|positions)\b/i,
    /\bdouble (?:its )?headcount\b/i,
    /\b\d[\d,]*\s(?:\w+\s)?hires\b/i,
    // "take on 700 temporary staff", "bolstering its research team with 60 new scientists"
    /\b(?:take on|taking on|takes on|add(?:s|ing|ed)?|bolster(?:s|ing|ed)?|boost(?:s|ing|ed)?|grow(?:s|ing)?|recruit(?:s|ing|ed)?|hire[sd]?|hiring)\b[^.;]{0,40}?\b\d[\d,]*\s(?:new\s|more\s|temporary\s|seasonal\s|extra\s)?(?:\w+\s)?(?:staff|people|workers|employees|engineers|scientists|nurses|drivers|technicians|graduates|apprentices|recruits|developers|clinicians|agents)\b/i,
  ],
  expansion: [
    /\b(?:opens?|opened|opening|to open|will open|build(?:s|ing)?|to build|will build|breaks? ground|broke ground)\b[^.;]{0,70}?\b(?:hub|plant|facility|office|headquarters|site|sites|terminal|factory|stores|resorts?|centre|center|region|mine|campus|warehouse|clinics?)\b/i,
    /\b(?:enters?|entering|is entering|expands? (?:to|into)|expanding (?:to|into)|is expanding|moves? into|moving into|first (?:site|store|properties|office|plant) (?:in|outside))\b/i,
    /\b(?:expansion of|biggest expansion|new routes|data cent(?:re|er) region|second production line|new production line|first venture outside|first foray)\b/i,
    /\b(?:doubl|tripl)(?:es|ing|ed) (?:its )?(?:capacity|production|output|footprint|fleet)\b/i,
    /\b(?:broaden(?:s|ing|ed)? (?:its )?reach|head(?:s|ing)? (?:to|into) (?:the )?\p{Lu}|leases? for \d+|to open \d+|plans to open)\b/iu,
    /\b(?:launch(?:es|ed|ing)|to launch|will launch)\b[^.;]{0,50}\b(?:in|to|across|into)\s(?:\w+\s){0,2}(?:cities|countries|markets|states|regions)\b/i,
  ],
  partnership: [
    /\b(?:partners? with|partnered with|partnership|teams? up|teamed up|joins? forces|joined forces|alliance|collaborat(?:es|ing|ion) with|co-develop|codeshare)\b/i,
    /\b(?:signs?|signed|strikes?|struck|inks?|inked)\b[^.;]{0,60}?\b(?:deal|agreement|pact|contract)\b[^.;]{0,40}?\bwith\b/i,
    /\b(?:supply (?:agreement|pact|deal)|tie-up|joint venture|offtake|under an agreement|agreement (?:signed|with))\b/i,
    /\b(?:will work|to work|works|working) with\b[^.;]{0,60}?\b(?:to|on)\b/i,
    /\b(?:deal|agreement|contract) to supply\b/i,
    /\b(?:has chosen|chose|picks|picked|selected|selects)\s(?:\p{Lu}\p{L}+\s?){1,3}\s(?:to|for)\b/u,
  ],
  product_launch: [
    // Verbs only: "a launch partnership", "launch slots" and "a possible commercial launch" announce nothing.
    /\b(?:launch(?:es|ed|ing)|to launch|will launch|unveil(?:s|ed|ing)?|introduc(?:es|ed|ing)|debut(?:s|ed|ing)?|rolls? out|rolling out|release[sd]?\s(?:a|an|its|their|the|new|second|first))\b(?![^.;]{0,40}\b(?:plans?|routes?|recruitment|drive|stores?|region|cities|countries|markets|states)\b)/i,
    /\b(?:goes on sale|go on sale|went on sale|pre-orders?|available now|start(?:s)? shipping|list price|shows? off|showed off|hits? (?:the )?shelves)\b/i,
    /\badd(?:s|ed|ing)?\b[^.;]{0,50}\bto (?:its|the|their) (?:mobile |online )?(?:app|platform|service|lineup|range|software)\b/i,
  ],
  layoffs: [
    /\b(?:cut(?:s|ting)?|eliminat(?:e|es|ing))\b[^.;]{0,40}?\b(?:jobs|roles|positions|staff|workers|workforce)\b/i,
    /\b(?:job cuts|lay(?:s|ing)? off|laid off|layoffs?|redundanc(?:y|ies)|letting go of|let go of|trims?|trimming|voluntary buyouts|buyouts to|shrinks? (?:its )?(?:workforce|headcount)|shrinking (?:its )?(?:workforce|headcount))\b/i,
    /\b(?:shed(?:s|ding)?|axe[sd]?|axing)\b[^.;]{0,30}?\b(?:jobs|roles|positions|staff|workers|posts)\b/i,
    /\b(?:clos(?:e|es|ing)|shut(?:s|ting)?)\b[^.;]{0,40}?\b(?:stores|plants?|factory|lab|sites)\b[^.;]{0,60}?\bjobs\b/i,
  ],
  earnings: [
    /\b(?:(?:quarterly|first-half|half-year|annual|full-year|(?:first|second|third|fourth)[- ]quarter)\s(?:\w+\s)?(?:profit|loss|revenue|results|earnings|sales|net income))\b/i,
    /\b(?:reported|reports?|posted|posts?|swung to|swings to)\b[^.;]{0,50}?\b(?:profit|loss|revenue|sales|earnings|results)\b/i,
    /\b(?:net income|operating profit|pre-tax profit|earnings (?:fell|rose|climbed)|revenue (?:rose|fell|climbed|jumped)|profit (?:rises?|rose|fell|falls|halved|jumped|climbed)|beat (?:profit )?(?:forecasts|estimates)|beating [^.;]{0,20}estimates|cuts? (?:its )?(?:annual )?(?:profit )?(?:forecast|outlook|guidance)|raised its (?:full-year )?guidance)\b/i,
  ],
  legal: [
    /\b(?:sued|sues|lawsuit|class action|files? suit|filed suit|settle[sd]? (?:a |the )?(?:lawsuit|claims|case)|to settle|settlement|fined|antitrust investigation|investigation by|faces? (?:an )?(?:probe|investigation)|probe|consent order|court rul(?:ed|es)|ruled .{0,40}infringed|recall(?:s|ing)?\s[\d,]+|attorneys general)\b/i,
    /\b(?:hit with (?:a )?(?:lawsuit|suit|fine)|to resolve (?:the )?(?:claims|charges|allegations)|inquiry into|accus(?:es|ing|ed) (?:it|the company) of|charged with)\b/i,
  ],
};

/** Denials, hedges, previews and reversals: a sentence saying the event did not (yet) happen. */
export const NOT_HAPPENED =
  /\b(?:den(?:y|ies|ied)|no plans?|not aware|not raising|no talks|will not|won't|rul(?:es|ed) out|may consider|could consider|could look at|might|is said to|are said to|exploring options|weigh(?:s|ing)? options|speculation|rumou?rs?|shelve[sd]?|scrap(?:s|ped)?|delay(?:s|ed)?|cancel(?:s|led|ed)?|end(?:s|ed)? (?:its )?partnership|freez(?:e|es)|frozen|no job cuts|no decision|nothing is decided|will report|to report (?:quarterly |its )?(?:results|earnings)|are due|walk(?:s|ed)? away|abandon(?:s|ed)?|call(?:s|ed)? off|drops? (?:its )?bid|what to watch|will be watching)\b/i;

/** Money raised for charity is not a funding round. */
export const CHARITY = /\b(?:charit(?:y|ies|able)|donat(?:e|es|ed|ion|ions)|fundrais)/i;
