import { item, type DevItem } from "./dev-item";

// People of other organisations quoted next to the account's own, in the shape of wire and newspaper copy:
// rivals' executives, banks' analysts, regulators, politicians, headline phrases, and chief executives
// replaced. Written for the stakeholder attribution work; its first run is reported with that work.
export const attributionItems: DevItem[] = [
  item("at-1", ["Kirin Games", "Kirin Games Co., Ltd."], "earnings", "about", "Kirin Games profit falls as console sales slow", [
    "TOKYO — Kirin Games said on Tuesday that operating profit fell 18% in the six months to September as sales of its ageing handheld console slowed.",
    "“We expect demand to recover when the new lineup arrives,” Kirin’s chief financial officer, Hana Mori, told reporters at the company’s headquarters in Kyoto.",
    "Rival Sorano Interactive has fared better. Chief Financial Officer Kenji Ota of Sorano said last week that its new console had sold 9 million units.",
    "“The cycle is turning against Kirin,” said Ryo Tanaka, an analyst at Mizuki Securities in Tokyo.",
  ], [["Hana Mori", "Chief Financial Officer", "account"], ["Kenji Ota", "Chief Financial Officer", "other"], ["Ryo Tanaka", null, "other"]]),
  item("at-2", "Orchard Freight", "acquisition", "about", "Orchard Freight agrees to buy Lindqvist Logistics for $1.2 billion", [
    "Orchard Freight has agreed to buy Swedish trucking firm Lindqvist Logistics for $1.2 billion, the companies said on Monday.",
    "Lindqvist’s chief executive, Erik Holm, will join Orchard’s board when the deal closes. Orchard chief executive Maria Lopez said the deal gave the company a foothold in the Nordics.",
    "The deal must be cleared by the European Commission. A spokeswoman for the Commission, Anna Berg, declined to comment.",
    "Shares of Orchard rose 4%. “It is a sensible price,” said Tom Wilde, managing director at Hale Brothers.",
  ], [["Maria Lopez", "Chief Executive", "account"], ["Erik Holm", "Chief Executive", "other"], ["Anna Berg", null, "other"], ["Tom Wilde", null, "other"]]),
  item("at-3", "Brightline Pharma", "legal", "about", "FDA warns Brightline Pharma over plant inspections", [
    "The Food and Drug Administration has sent Brightline Pharma a warning letter after inspectors found contamination risks at its plant in New Jersey.",
    "FDA Commissioner Robert Califf said the agency would not hesitate to act. Brightline’s head of quality, Dr. Amit Rao, said the company had already fixed most of the problems.",
    "Senator Elizabeth Ward called for hearings. Brightline chief executive Laura Chen said in a statement that patient safety came first.",
  ], [["Amit Rao", "Head of Quality", "account"], ["Laura Chen", "Chief Executive", "account"], ["Robert Califf", null, "other"], ["Elizabeth Ward", null, "other"]]),
  item("at-4", "Harlow Retail", "leadership_change", "about", "Harlow Retail names Priya Nair chief executive as Tom Grey retires", [
    "Harlow Retail named Priya Nair as its next chief executive on Thursday, replacing Tom Grey, who is retiring after 11 years in the role.",
    "Nair, 49, is currently president of the retailer’s online business. She takes over on April 1.",
    "Grey will stay on as an adviser until the end of the year, the company said.",
  ], [["Priya Nair", "Chief Executive", "account", "incoming"], ["Tom Grey", "Chief Executive", "account", "departing"]], "the action must address the incoming chief executive"),
  item("at-5", "Castell Energy", "leadership_change", "about", "Castell Energy chief executive to step down", [
    "Castell Energy said its chief executive, David Price, will step down at the end of June after a decade in charge.",
    "The board has appointed finance chief Sarah Bloom to succeed him. Bloom joined Castell in 2018 from Redwater Oil, where she was chief financial officer.",
    "Redwater’s chief executive, Alan Marsh, said he was sorry to lose her then.",
  ], [["David Price", "Chief Executive", "account", "departing"], ["Sarah Bloom", "Finance Chief", "account", "incoming"], ["Alan Marsh", "Chief Executive", "other"]]),
  item("at-6", "Pelham Motors", "other", "about", "Pelham Motors shares slide after tariff announcement", [
    "Shares of Pelham Motors fell 7% on Wednesday after President Joe Harmon announced tariffs on imported car parts.",
    "“President Harmon's Strategy on tariffs will hurt American workers,” said Pelham chief executive Grace Liu.",
    "Prime Minister Rishi Patel said Britain would respond. Analysts at Goldman Sachs cut their price target on Pelham.",
  ], [["Grace Liu", "Chief Executive", "account"], ["Joe Harmon", null, "other"], ["Rishi Patel", null, "other"]], "politicians and a possessive headline phrase"),
  item("at-7", "Norvik Bank", "layoffs", "about", "Norvik Bank to cut 2,000 jobs", [
    "Norvik Bank will cut 2,000 jobs, about 5% of its workforce, as it closes branches and moves customers online, the lender said on Tuesday.",
    "The bank’s chief operating officer, Lars Eng, said most of the cuts would come from branch networks.",
    "The Finance Sector Union criticised the move. Its general secretary, Joanna Reed, said the bank was abandoning rural customers.",
    "Crisis Manager, a consultancy that advises banks on closures, said the cuts were in line with peers.",
  ], [["Lars Eng", "Chief Operating Officer", "account"], ["Joanna Reed", null, "other"]], "a union's leader referred to as \"its\""),
  item("at-8", "Tessera Cloud", "partnership", "about", "Tessera Cloud and Vance Systems team up on AI servers", [
    "Tessera Cloud said on Monday it would work with chipmaker Vance Systems to build servers for artificial intelligence.",
    "“This gives our customers more choice,” said Tessera’s chief technology officer, Omar Khalid. Vance chief executive Lisa Strand called the deal “a big step for both companies.”",
    "Jensen Wolfe, president of Vance’s data centre unit, will oversee the work on Vance’s side.",
  ], [["Omar Khalid", "Chief Technology Officer", "account"], ["Lisa Strand", "Chief Executive", "other"], ["Jensen Wolfe", "President", "other"]]),
  item("at-9", "Arbor Health", "funding", "about", "Arbor Health raises $80 million led by Wexford Capital", [
    "Arbor Health, a startup that runs virtual clinics for rural patients, has raised $80 million in a round led by Wexford Capital.",
    "Wexford partner Diane Cho will join Arbor’s board. The company’s co-founder and chief executive, Ben Ortiz, said the money would fund clinics in five states.",
  ], [["Ben Ortiz", "Co-founder and Chief Executive", "account"], ["Diane Cho", null, "other"]]),
  item("at-10", "Meridian Steel", "expansion", "about", "Meridian Steel to build $900 million plant in Alabama", [
    "Meridian Steel will build a $900 million mill in Alabama that will employ 600 people, the company said.",
    "Governor Kay Ivers said the plant was the largest investment in the state this year. Mayor Tom Duncan of Decatur welcomed the jobs.",
    "Meridian’s head of operations, Frank Russo, said construction would start in the spring.",
  ], [["Frank Russo", "Head of Operations", "account"], ["Kay Ivers", null, "other"], ["Tom Duncan", null, "other"]]),
  item("at-11", "Larkspur Foods", "acquisition", "mention", "Corvid Brands buys snack maker from Larkspur Foods", [
    "Corvid Brands has bought the snack business of Larkspur Foods for $300 million.",
    "Corvid chief executive Helen Shaw said the brand fit its portfolio. Its chief financial officer, Paul Grant, said the deal would add to earnings next year.",
    "Larkspur said it would use the money to pay down debt.",
  ], [["Helen Shaw", "Chief Executive", "other"], ["Paul Grant", "Chief Financial Officer", "other"]], "the buyer's people, referred to as \"its\", in a story that mentions the account"),
  item("at-12", "Quill Software", "earnings", "about", "Quill Software beats forecasts as cloud sales grow", [
    "Quill Software reported quarterly revenue of $1.4 billion, beating Wall Street forecasts, as more customers moved to its cloud products.",
    "Chief executive Nora Blake said the company would hire 500 engineers. Finance chief Sam Okafor said margins would improve next year.",
    "Keith Weiss, an analyst at Morgan Stanley, said the results showed the shift to the cloud was paying off.",
  ], [["Nora Blake", "Chief Executive", "account"], ["Sam Okafor", "Finance Chief", "account"], ["Keith Weiss", null, "other"]]),
];
