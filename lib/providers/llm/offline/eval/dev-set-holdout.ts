import { item, type DevItem } from "./dev-item";

// Written after the classifier and not tuned on: phrasings the development set does not use, to show how
// far the patterns carry. `npm run eval` reports it separately.
export const holdoutItems: DevItem[] = [
  item("ho-fund-1", "Brambleworks", "funding", "about", "Brambleworks picks up $22 million from Sequoia-style backers", [
    "Brambleworks, which sells scheduling software to dental clinics, has picked up $22 million in Series B funding.",
    "The company's chief executive, Hana Sato, said the cash would go into sales in Canada.",
  ], [["Hana Sato", "Chief Executive", "account"]]),
  item("ho-fund-2", "Keelson Marine", "funding", "about", "Investors pour €30m into Keelson Marine's electric ferries", [
    "Investors have poured €30 million into Keelson Marine, a Danish builder of electric ferries, in a round led by Nordic Blue Capital.",
    "Keelson will use the money to finish its shipyard in Aarhus.",
  ]),
  item("ho-fund-3", "Sparrow Labs", "other", "about", "Sparrow Labs says it has enough cash, will not raise this year", [
    "Sparrow Labs has enough cash to last until 2028 and will not raise money this year, its founder said in a letter to customers.",
    "The AI startup last raised $40 million in 2025.",
  ], [], "a statement that no round is coming"),
  item("ho-acq-1", "Drummond Foods", "acquisition", "about", "Drummond Foods scoops up snack maker Crisp & Co for £95m", [
    "Drummond Foods has scooped up snack maker Crisp & Co in a £95 million deal, adding crisps and popcorn to its range.",
    "Drummond's finance director, Alice Munro, said the deal would add to earnings in its first full year.",
  ], [["Alice Munro", "Finance Director", "account"]]),
  item("ho-acq-2", "Larch Analytics", "acquisition", "about", "Larch Analytics purchases data-labelling firm Tagwise", [
    "Larch Analytics said on Monday that it has purchased Tagwise, a data-labelling company with 300 staff in Kenya, for an undisclosed sum.",
    "Tagwise co-founder Peter Kamau will run the unit.",
  ], [["Peter Kamau", "Co-founder", "other"]]),
  item("ho-acq-3", "Ostrava Steel", "other", "about", "Ostrava Steel walks away from bid for rival", [
    "Ostrava Steel has walked away from its bid for rival Moravia Metals after the two sides failed to agree on a price.",
    "Ostrava said it would focus on its own plants.",
  ], [], "an abandoned bid"),
  item("ho-lead-1", "Tallis Insurance", "leadership_change", "about", "Tallis Insurance picks insider to lead the company", [
    "Tallis Insurance has picked Marcus Webb, its head of commercial lines, to become chief executive in April.",
    "Webb takes over from Diane Frost, who announced her retirement last year.",
  ], [["Marcus Webb", "Chief Executive", "account", "incoming"], ["Diane Frost", null, "account", "departing"]]),
  item("ho-lead-2", "Quarry Bank", "leadership_change", "about", "Quarry Bank finance chief departs", [
    "Quarry Bank's chief financial officer, Stephen Hale, is leaving the bank at the end of the month to pursue other opportunities.",
    "Deputy finance chief Ruth Obi will serve as acting CFO.",
  ], [["Stephen Hale", "Chief Financial Officer", "account", "departing"], ["Ruth Obi", "Acting CFO", "account", "incoming"]]),
  item("ho-lead-3", "Brightfield Schools", "leadership_change", "about", "Brightfield Schools brings in new chief technology officer", [
    "Brightfield Schools has brought in Omar Saleh as chief technology officer to overhaul its learning platform.",
    "Saleh spent a decade at a large online retailer.",
  ], [["Omar Saleh", "Chief Technology Officer", "account", "incoming"]]),
  item("ho-hire-1", "Wrenfield Logistics", "hiring", "about", "Wrenfield Logistics to take on 700 staff for peak season", [
    "Wrenfield Logistics will take on 700 temporary staff at its warehouses in the Midlands to handle the Christmas peak.",
    "Pay starts at £13 an hour.",
  ]),
  item("ho-hire-2", "Cresta Bio", "hiring", "about", "Cresta Bio bolsters its team with 60 scientists", [
    "Cresta Bio is bolstering its research team with 60 new scientists as it prepares two drugs for human trials.",
    "The company's head of research, Dr. Linh Tran, said most would join its Boston lab.",
  ], [["Linh Tran", "Head of Research", "account"]]),
  item("ho-hire-3", "Marigold Travel", "other", "about", "Marigold Travel staff return to the office", [
    "Marigold Travel has asked its 2,000 office staff to return to the office four days a week from February.",
    "The company said collaboration had suffered.",
  ]),
  item("ho-exp-1", "Pembrook Coffee", "expansion", "about", "Pembrook Coffee heads to the Gulf with 20 cafés", [
    "Pembrook Coffee is heading to the Gulf, with plans to open 20 cafés in Dubai and Riyadh over two years.",
    "It will be the chain's first venture outside Europe.",
  ]),
  item("ho-exp-2", "Ironleaf Packaging", "expansion", "about", "Ironleaf Packaging doubles capacity with new Texas line", [
    "Ironleaf Packaging is doubling its capacity in Texas with a second production line at its Dallas plant.",
    "The $40 million line will start running next summer.",
  ]),
  item("ho-exp-3", "Calder Fitness", "expansion", "about", "Calder Fitness broadens reach into Scandinavia", [
    "Calder Fitness is broadening its reach into Scandinavia, signing leases for eight gyms in Stockholm and Oslo.",
    "The gyms will open next year.",
  ]),
  item("ho-part-1", "Harlow Health", "partnership", "about", "Harlow Health and Medway Pharmacies seal tie-up", [
    "Harlow Health and Medway Pharmacies have sealed a tie-up that lets patients collect prescriptions from Harlow clinics at 900 pharmacies.",
    "The arrangement starts in January.",
  ]),
  item("ho-part-2", "Skein Software", "partnership", "about", "Skein Software to work with Grid Bank on payments", [
    "Skein Software will work with Grid Bank to build instant payments into its accounting tools, under an agreement signed on Tuesday.",
    "Grid Bank's head of payments, Laura Chen, said the bank wanted to reach small firms.",
  ], [["Laura Chen", "Head of Payments", "other"]]),
  item("ho-part-3", "Morrow Energy", "partnership", "about", "Morrow Energy inks offtake deal with steelmaker", [
    "Morrow Energy has inked a 15-year deal to supply green hydrogen to steelmaker Ostrava Steel from 2029.",
    "Financial terms were not disclosed.",
  ]),
  item("ho-prod-1", "Fennel Audio", "product_launch", "about", "Fennel Audio's new earbuds go on sale", [
    "Fennel Audio's new noise-cancelling earbuds went on sale on Friday at $179, with battery life of 10 hours.",
    "The company said it expects them to be its best-selling product.",
  ]),
  item("ho-prod-2", "Northlight Bank", "product_launch", "about", "Northlight Bank adds instant overdraft alerts to its app", [
    "Northlight Bank has added instant overdraft alerts to its mobile app, warning customers a day before their balance goes negative.",
    "The feature is free for all customers.",
  ]),
  item("ho-prod-3", "Tern Robotics", "product_launch", "about", "Tern Robotics shows off lawn-mowing robot for parks", [
    "Tern Robotics has unveiled a lawn-mowing robot built for public parks, with deliveries to city councils starting in spring.",
    "The robot costs £24,000.",
  ]),
  item("ho-lay-1", "Gable Media", "layoffs", "about", "Gable Media to shed 200 positions", [
    "Gable Media will shed 200 positions across its magazine titles, the publisher told staff on Thursday.",
    "The company blamed falling print advertising.",
  ]),
  item("ho-lay-2", "Vesper Motors", "layoffs", "about", "Vesper Motors offers buyouts to 3,000 workers", [
    "Vesper Motors is offering voluntary buyouts to 3,000 factory workers as it shrinks its workforce ahead of a move to electric vehicles.",
    "Workers who accept will receive up to a year's pay.",
  ]),
  item("ho-lay-3", "Corbel Tech", "layoffs", "about", "Corbel Tech cuts a tenth of its workforce", [
    "Corbel Tech is cutting a tenth of its workforce, about 450 people, its chief executive said in a note to employees.",
    "The cuts mostly affect recruiting and marketing.",
  ]),
  item("ho-earn-1", "Haverly Stores", "earnings", "about", "Haverly Stores posts record holiday sales", [
    "Haverly Stores posted record holiday sales of $4.1 billion, up 6% from a year earlier, and raised its annual forecast.",
    "Online orders rose 14%.",
  ]),
  item("ho-earn-2", "Lyle Chemicals", "earnings", "about", "Lyle Chemicals misses profit forecasts as demand slumps", [
    "Lyle Chemicals missed profit forecasts for the third quarter as demand from carmakers slumped.",
    "Adjusted operating profit fell 31% to €280 million.",
  ]),
  item("ho-earn-3", "Sable Airlines", "other", "about", "What to watch when Sable Airlines reports on Thursday", [
    "Sable Airlines reports first-quarter numbers on Thursday, and investors will be watching fuel costs and bookings for the summer.",
    "Analysts expect a small loss.",
  ], [], "a preview"),
  item("ho-legal-1", "Hollis Pharma", "legal", "about", "Hollis Pharma hit with lawsuit over painkiller marketing", [
    "Hollis Pharma has been hit with a lawsuit by three states accusing it of misleading doctors about the risks of its painkiller.",
    "Hollis said the claims had no merit.",
  ]),
  item("ho-legal-2", "Tamsin Telecom", "legal", "about", "Tamsin Telecom agrees to pay $20 million to resolve billing claims", [
    "Tamsin Telecom has agreed to pay $20 million to resolve claims by the Federal Communications Commission that it billed customers for services they never ordered.",
    "The company did not admit wrongdoing.",
  ]),
  item("ho-legal-3", "Pallas Mining", "legal", "about", "Regulator opens inquiry into Pallas Mining tailings dam", [
    "Australia's mining regulator has opened an inquiry into the safety of a tailings dam at Pallas Mining's Kalgoorlie site.",
    "Pallas said it would cooperate fully.",
  ]),
  item("ho-other-1", "Juniper Bank", "other", "about", "Juniper Bank's branches to close early on Christmas Eve", [
    "Juniper Bank's branches will close at noon on Christmas Eve, the bank said, reminding customers that its app works as usual.",
  ]),
  item("ho-other-2", "Ashdown Wines", "other", "mention", "Wine prices set to rise as harvest shrinks", [
    "Wine prices in Europe are set to rise next year after the smallest harvest in six decades, industry groups said.",
    "Producers including Ashdown Wines have warned buyers about shortages. \"It has been a terrible year,\" said Jean Moreau, president of the French winemakers' federation.",
  ], [["Jean Moreau", "President", "other"]]),
  item("ho-other-3", "Kittering Games", "other", "about", "Kittering Games celebrates 25 years with museum exhibition", [
    "Kittering Games is celebrating 25 years with an exhibition of its early games at the Museum of Play in Rochester.",
    "Founder and chief creative officer Sam Ortiz will give a talk at the opening.",
  ], [["Sam Ortiz", "Founder and Chief Creative Officer", "account"]]),
];
