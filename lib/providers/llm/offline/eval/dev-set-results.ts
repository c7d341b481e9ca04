import { item, type DevItem } from "./dev-item";

// Earnings, legal matters and "other": stories without a sales signal, page furniture around the
// lede, and names a pattern matcher mangles (possessives, sector words, headline fragments).
export const resultsItems: DevItem[] = [
  item("earn-1", "Glenfield Insurance", "earnings", "about", "Glenfield Insurance profit rises 18% on lower storm claims", [
    "Glenfield Insurance reported an 18% rise in first-half profit on Thursday, helped by fewer storm claims and higher investment income.",
    "Pre-tax profit reached £412 million. The combined ratio improved to 91%, said chief financial officer Martin Cole.",
  ], [["Martin Cole", "Chief Financial Officer", "account"]]),
  item("earn-2", "Zephyr Motors", "earnings", "about", "Zephyr Motors posts surprise quarterly loss", [
    "Zephyr Motors posted a surprise third-quarter loss of $210 million as price cuts on its electric trucks squeezed margins.",
    "Revenue fell 9% to $3.1 billion, missing analysts' expectations. Shares fell 7% in after-hours trading.",
  ]),
  item("earn-3", "Atlas Cloud", "earnings", "about", "Atlas Cloud revenue beats estimates as AI demand booms", [
    "Atlas Cloud's quarterly revenue rose 34% to $8.2 billion, beating Wall Street estimates, as businesses rented more computing power for AI.",
    "The company raised its full-year guidance. Finance chief Olivia Grant said capital spending would rise again next year.",
  ], [["Olivia Grant", "Finance Chief", "account"]]),
  item("earn-4", "Castell Retail", "earnings", "about", "Castell Retail cuts outlook after weak Christmas trading", [
    "Castell Retail cut its annual profit forecast on Tuesday after like-for-like sales fell 3% over the Christmas period.",
    "The retailer now expects profit of £180 million to £200 million, down from £240 million.",
  ]),
  item("earn-5", "Pinecrest Bank", "earnings", "about", "Pinecrest Bank net income climbs on higher rates", [
    "Pinecrest Bank's net income climbed 22% in the fourth quarter to $1.4 billion as higher interest rates lifted lending margins.",
    "Chief executive Walter Price said loan growth would slow next year.",
  ], [["Walter Price", "Chief Executive", "account"]]),
  item("earn-6", "Sterling Foods", "earnings", "about", "Sterling Foods results: sales flat as shoppers trade down", [
    "Sterling Foods reported flat annual sales of $14.2 billion on Wednesday as shoppers switched to cheaper store brands.",
    "Operating profit fell 4%. The company kept its dividend unchanged.",
  ]),
  item("earn-7", "Kestrel Airlines", "earnings", "about", "Kestrel Airlines swings to profit as summer travel soars", [
    "Kestrel Airlines swung to a third-quarter profit of €520 million as record summer travel filled its planes.",
    "The airline carried 14 million passengers in the quarter, up 11%.",
  ]),
  item("earn-8", "Orchard Telecom", "other", "about", "Orchard Telecom to report earnings next week; analysts expect slower growth", [
    "Orchard Telecom will report quarterly results next Thursday, with analysts expecting subscriber growth to slow.",
    "The company has not given guidance since March.",
  ], [], "a preview: no results yet"),
  item("earn-9", "Halvorsen Energy", "earnings", "about", "Halvorsen Energy quarterly profit halves as power prices fall", [
    "Halvorsen Energy's second-quarter operating profit halved to 3.2 billion crowns as lower power prices in the Nordics hit earnings.",
    "The company kept its investment plans unchanged, chief financial officer Ingrid Dahl said.",
  ], [["Ingrid Dahl", "Chief Financial Officer", "account"]]),
  item("earn-10", "Brightwave Media", "earnings", "about", "Brightwave Media streaming profit lifts results", [
    "Brightwave Media beat profit forecasts for the quarter as its streaming service made money for the first time.",
    "Streaming subscribers rose to 48 million. The company's shares jumped 9%.",
  ]),
  item("earn-11", "Copperline Mining", "earnings", "about", "Copperline Mining full-year earnings hit by lower copper price", [
    "Copperline Mining's full-year earnings fell 21% to $1.9 billion as the copper price slid and costs rose at its Chilean mines.",
    "The miner cut its final dividend to 40 cents a share.",
  ]),

  item("legal-1", "Nimbus Health", "legal", "about", "Nimbus Health sued over data-sharing with advertisers", [
    "Nimbus Health was sued on Monday in a proposed class action accusing the telehealth company of sharing patients' data with advertisers.",
    "The lawsuit, filed in federal court in San Francisco, seeks unspecified damages. Nimbus said it would fight the claims.",
  ]),
  item("legal-2", "Quartz Financial", "legal", "about", "Quartz Financial settles with regulator over overdraft fees for $45 million", [
    "Quartz Financial will pay $45 million to settle claims by the Consumer Financial Protection Bureau that it charged unfair overdraft fees.",
    "The bank agreed to a consent order without admitting wrongdoing. CFPB director Karen Liu said customers would receive refunds.",
  ], [["Karen Liu", "Director", "other"]], "the regulator's director is not at the account"),
  item("legal-3", "Everlight Solar", "legal", "about", "Everlight Solar files suit against rival over panel patents", [
    "Everlight Solar has filed suit against rival SunForge, accusing it of copying patented designs for its rooftop panels.",
    "The complaint, filed in Delaware, asks the court to block sales of three SunForge products. SunForge chief executive Ray Dalton called the claims baseless.",
  ], [["Ray Dalton", "Chief Executive", "other"]], "the rival's CEO is quoted"),
  item("legal-4", "Redline Logistics", "legal", "about", "Redline Logistics fined $12 million over driver safety violations", [
    "Redline Logistics was fined $12 million by federal regulators over violations of driver rest rules, the Transportation Department said.",
    "Redline said it had already changed its scheduling software.",
  ]),
  item("legal-5", "Arden Pharma", "legal", "about", "Arden Pharma faces probe over drug pricing", [
    "Arden Pharma is facing an investigation by state attorneys general over the pricing of its insulin products, the company disclosed in a filing.",
    "Arden said it was cooperating with the probe.",
  ]),
  item("legal-6", "Tandem Bikes", "legal", "about", "Tandem Bikes recalls 20,000 e-bikes after regulator complaint", [
    "Tandem Bikes is recalling 20,000 e-bikes after a complaint from the Consumer Product Safety Commission about battery fires.",
    "The company said no injuries had been reported.",
  ]),
  item("legal-7", "Brightwave Media", "legal", "about", "Court rules against Brightwave Media in copyright case", [
    "A federal court ruled on Friday that Brightwave Media infringed the copyrights of three photographers by using their work in a documentary.",
    "Damages will be set at a later hearing. Brightwave said it would appeal.",
  ]),
  item("legal-8", "Lumen Pay", "other", "about", "Lumen Pay says it is not aware of any investigation", [
    "Lumen Pay said on Tuesday it was not aware of any investigation into its practices, after a blog post claimed regulators were looking at the company.",
    "The company called the post inaccurate.",
  ], [], "denied investigation"),
  item("legal-9", "Greyson Manufacturing", "legal", "about", "Greyson Manufacturing settles pollution lawsuit", [
    "Greyson Manufacturing has settled a lawsuit brought by residents near its Toledo plant over air pollution, agreeing to pay $8 million and install new filters.",
    "The settlement still needs a judge's approval.",
  ]),
  item("legal-10", "Silverline Telecom", "legal", "about", "EU opens antitrust investigation into Silverline Telecom", [
    "The European Commission has opened an antitrust investigation into Silverline Telecom over how it prices access to its fibre network for rivals.",
    "Competition commissioner Anna Kovac said the probe would look at whether Silverline squeezed smaller operators.",
  ], [["Anna Kovac", "Competition Commissioner", "other"]]),

  item("other-1", "Sundial Hotels", "other", "about", "Sundial Hotels marks 50 years with charity concert", [
    "Advertisement",
    "Sundial Hotels marked its 50th anniversary on Saturday with a charity concert at its first resort in Marbella, raising €300,000 for local schools.",
    "Photo: A guitarist performs on the beach stage.",
  ], [], "ad label and a photo caption around the lede"),
  item("other-2", "Harbor Point Capital", "other", "about", "Harbor Point Capital's chief economist sees rates falling next year", [
    "Harbor Point Capital's chief economist, Daniel Reyes, said on Tuesday he expects the central bank to cut interest rates three times next year.",
    "Reyes said inflation was cooling faster than markets expected.",
  ], [["Daniel Reyes", "Chief Economist", "account"]], "commentary, no company event"),
  item("other-3", "Vantage Apparel", "other", "mention", "Sportswear sales slow across the industry, data shows", [
    "By Jane Morrow", "Print",
    "Sales of sportswear in Europe grew just 1% in the third quarter, the slowest pace in three years, according to data from market researcher RetailScope.",
    "Brands including Vantage Apparel, Strider and Peak have offered deeper discounts to clear stock, RetailScope analyst Tom Hale said.",
  ], [["Tom Hale", "Analyst", "other"]], "byline and print button kept; an industry story that only mentions the account"),
  item("other-4", "Meridian Health Systems", "other", "about", "Meridian Health Systems hospital wins award for nursing care", [
    "Meridian Health Systems' flagship hospital in Columbus has won a national award for nursing care for the third year running.",
    "The award is given by the American Nurses Association to 60 hospitals each year.",
  ]),
  item("other-5", "Cinder Games", "other", "about", "Cinder Games' Ana Ribeiro on why studios should stay small", [
    "In an interview, Cinder Games' Ana Ribeiro explains why she thinks game studios should stay under 300 people.",
    "\"Big teams make safe games,\" Ribeiro said. She also talked about her favourite games of the year.",
  ], [["Ana Ribeiro", null, "account"]], "a profile interview: no event"),
  item("other-6", "Marlow Motors", "other", "mention", "Disney's Bob Iger's comments on streaming spark debate at Detroit conference", [
    "Disney chief executive Bob Iger's remarks on streaming prices were the talk of a media and mobility conference in Detroit on Wednesday.",
    "Marlow Motors sponsored the event. Bob Iger's comments came during a panel with other media executives.",
  ], [["Bob Iger", "Chief Executive", "other"]], "possessive name \"Bob Iger's\", another company's CEO"),
  item("other-7", "Copperline Mining", "other", "mention", "Automotive Sector Rajan Gupta says copper shortage looms", [
    "Industry adviser Rajan Gupta said a copper shortage could slow electric-car production by the end of the decade.",
    "Gupta, who advises carmakers on supply chains, named Copperline Mining and two rivals as the producers best placed to expand.",
  ], [["Rajan Gupta", "Industry Adviser", "other"]], "\"Automotive Sector Rajan\" as a name fragment"),
  item("other-8", "Tidewater Analytics", "other", "about", "Flood maps under fire — CEO defends models after storm", [
    "Tidewater Analytics' chief executive, Samuel Okoro, defended the company's flood maps on Monday after residents said last week's storm flooded homes the maps had marked safe.",
    "\"No model is perfect, and we will update ours with what we learn,\" Okoro said.",
  ], [["Samuel Okoro", "Chief Executive", "account"]], "headline fragment before \"— CEO\""),
  item("other-9", "Fable Learning", "other", "about", "Share on Facebook", [
    "Share on Facebook", "Share on LinkedIn", "Print",
    "Fable Learning's reading app was the most downloaded education app in Britain in October, according to app analytics firm Sensor Data.",
    "The app has been downloaded 3 million times since it was released.",
  ], [], "share buttons as title and before the lede"),
  item("other-10", "Greenhaven Clinics", "other", "about", "Greenhaven Clinics responds to patient complaints over wait times", [
    "Greenhaven Clinics said it was adding evening appointments after patients complained about waits of up to three weeks.",
    "The group's medical director, Dr. Aaron Feld, apologised to patients in a letter.",
  ], [["Aaron Feld", "Medical Director", "account"]]),
  item("other-11", "Peregrine Software", "other", "about", "Peregrine Software shares jump as takeover speculation swirls", [
    "Shares of Peregrine Software jumped 14% on Wednesday amid speculation that private-equity firms could bid for the company.",
    "Peregrine declined to comment on what it called market rumours.",
  ], [], "speculation only"),
  item("other-12", "Kinetic Works", "other", "about", "Kinetic Works moves to hybrid working, asks staff in three days a week", [
    "Kinetic Works will ask employees to work from its offices three days a week from January, the software company said in a memo to staff.",
    "The company said the change would help new employees learn faster.",
  ], [], "workplace policy, not hiring"),
  item("other-13", "Oakridge Media", "other", "about", "Oakridge Media newspaper redesign goes live", [
    "Oakridge Media's flagship newspaper has a new look from Monday, with a larger typeface and fewer sections.",
    "Editor-in-chief Laura Gibbs said readers had asked for a simpler paper.",
  ], [["Laura Gibbs", "Editor-in-chief", "account"]]),
  item("other-14", "Redline Logistics", "other", "about", "Redline Logistics drivers to get new uniforms", [
    "Redline Logistics is giving its 12,000 drivers new high-visibility uniforms designed with input from drivers themselves.",
    "The uniforms will be rolled out over six months.",
  ], [], "\"rolled out\" uniforms is not a product launch"),
  item("other-15", "Northway Retail", "other", "about", "Northway Retail says Christmas window displays will feature local artists", [
    "Northway Retail's Christmas window displays will feature work by local artists in each of its 300 stores, the chain said.",
    "Customers can buy prints of the artwork online, with proceeds going to arts charities.",
  ], [], "\"buy\" without an acquisition"),
];
