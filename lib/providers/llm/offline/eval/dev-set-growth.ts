import { item, type DevItem } from "./dev-item";

// Expansion, partnerships and product launches: the kinds a keyword classifier misses most, and the ones
// where a passing mention of revenue or "buy" pulls it towards earnings or acquisition.
export const growthItems: DevItem[] = [
  item("exp-1", "Ferrovia Logistics", "expansion", "about", "Ferrovia Logistics opens rail hub in Poland", [
    "Ferrovia Logistics has opened a €90 million rail freight hub near Poznań, its first site in Poland.",
    "The terminal can handle 40 trains a week, said Giulia Bassi, Ferrovia's chief operating officer.",
  ], [["Giulia Bassi", "Chief Operating Officer", "account"]]),
  item("exp-2", "Sundial Hotels", "expansion", "about", "Sundial Hotels enters Japan with three resorts", [
    "Sundial Hotels is entering Japan with three resorts in Okinawa and Hokkaido, the Spanish group's first properties in Asia.",
    "\"Japan is the market our guests ask for most,\" said Marta Solé, Sundial's chief development officer.",
  ], [["Marta Solé", "Chief Development Officer", "account"]]),
  item("exp-3", "Verdant Foods", "expansion", "about", "Verdant Foods to build $200m factory in Georgia", [
    "Verdant Foods will build a $200 million factory in Savannah, Georgia, doubling its production capacity.",
    "Construction starts next year. Georgia Governor Brian Keel said the project would bring 350 jobs to the state.",
  ], [["Brian Keel", "Governor", "other"]], "a factory with jobs mentioned: expansion, not hiring; governor quoted"),
  item("exp-4", "Lumen Pay", "expansion", "about", "Lumen Pay expands to Brazil and Mexico", [
    "Lumen Pay is expanding to Brazil and Mexico, bringing its cross-border payment accounts to small businesses in Latin America.",
    "The company has obtained a payments licence in Brazil and expects approval in Mexico early next year.",
  ]),
  item("exp-5", "Atlas Cloud", "expansion", "about", "Atlas Cloud unveils plans for data centre region in Madrid", [
    "Atlas Cloud has unveiled plans for a new data centre region in Madrid, its fourth in southern Europe, to open in 2027.",
    "The region will have three availability zones, said Atlas Cloud's general manager for Spain, Carlos Medina.",
  ], [["Carlos Medina", "General Manager for Spain", "account"]], "\"unveils\" plans for a region is expansion, not a product launch"),
  item("exp-6", "Castell Retail", "expansion", "about", "Castell Retail to open 30 new stores across Ireland", [
    "Castell Retail will open 30 new stores across Ireland over the next two years, the chain's biggest expansion outside Britain.",
    "Each store will employ around 40 people.",
  ]),
  item("exp-7", "Pioneer Rail", "expansion", "about", "Pioneer Rail launches new routes to Scotland", [
    "Pioneer Rail is launching four new routes between London and Scotland from May, adding 60 trains a week.",
    "The operator said the routes would use its new fleet of electric trains.",
  ], [], "\"launches\" routes: expansion"),
  item("exp-8", "Greenhaven Clinics", "expansion", "about", "Greenhaven Clinics moves into Texas with 12 sites", [
    "Greenhaven Clinics is moving into Texas, opening 12 primary-care sites in Dallas and Houston by the end of next year.",
    "Chief executive Robert Lin said Texas was the group's largest market without a presence.",
  ], [["Robert Lin", "Chief Executive", "account"]]),
  item("exp-9", "Halvorsen Energy", "other", "about", "Halvorsen Energy shelves plans for UK expansion", [
    "Halvorsen Energy has shelved plans to expand into the UK, citing uncertainty over subsidies for offshore wind.",
    "The company said it would focus on Norway and Denmark instead.",
  ], [], "cancelled expansion"),
  item("exp-10", "Copperline Mining", "expansion", "about", "Copperline Mining breaks ground on Chilean copper mine expansion", [
    "Copperline Mining broke ground on Tuesday on a $1.1 billion expansion of its Los Andes copper mine in Chile.",
    "The project will raise output by 40% by 2029, the company said.",
  ]),
  item("exp-11", "Cobalt Robotics Labs", "expansion", "about", "Cobalt Robotics Labs opens European headquarters in Munich", [
    "Cobalt Robotics Labs has opened its European headquarters in Munich to serve warehouse customers in Germany and Austria.",
    "The office will be led by Katrin Bauer, Cobalt's new vice president for Europe.",
  ], [["Katrin Bauer", "Vice President for Europe", "account"]]),

  item("part-1", "Meridian Health Systems", "partnership", "about", "Meridian Health Systems partners with Atlas Cloud on patient data platform", [
    "Meridian Health Systems has partnered with Atlas Cloud to move its patient records onto a single cloud platform, the companies said.",
    "The multi-year agreement covers 28 hospitals. Meridian's chief information officer, Kwame Asante, said doctors would see records from every site.",
  ], [["Kwame Asante", "Chief Information Officer", "account"]]),
  item("part-2", "Arden Pharma", "partnership", "about", "Arden Pharma and Nexus Bio team up on obesity drug", [
    "Arden Pharma and Nexus Bio have teamed up to co-develop an oral obesity drug, with Arden paying $75 million upfront.",
    "Nexus could receive up to $1.2 billion in milestone payments. Arden's head of research, Dr. Simon Hart, called it a strong fit.",
  ], [["Simon Hart", "Head of Research", "account"]], "money and milestones without an acquisition or funding round"),
  item("part-3", "Sterling Foods", "partnership", "about", "Sterling Foods signs supply pact with Northway Retail", [
    "Sterling Foods has signed a five-year supply agreement with Northway Retail to stock its snacks in all 300 Northway stores.",
    "The deal is worth about $80 million a year, according to people familiar with it.",
  ]),
  item("part-4", "Kestrel Airlines", "partnership", "about", "Kestrel Airlines forms alliance with Pacific Air", [
    "Kestrel Airlines and Pacific Air have formed an alliance that lets passengers book flights on both carriers with one ticket.",
    "The codeshare covers 45 routes across Asia and Europe, the airlines said.",
  ]),
  item("part-5", "Fable Learning", "partnership", "about", "Fable Learning collaborates with city schools on reading program", [
    "Fable Learning is collaborating with Chicago Public Schools on a reading programme for 50,000 pupils, the education company said.",
    "The district's chief education officer, Monica Reyes, said the pilot would run for two school years.",
  ], [["Monica Reyes", "Chief Education Officer", "other"]], "the partner's officer is not at the account"),
  item("part-6", "Corvid Security", "partnership", "about", "Corvid Security joins forces with Hartwell Bank to fight fraud", [
    "Corvid Security has joined forces with Hartwell Bank to detect payment fraud in real time, the two companies said on Monday.",
    "Corvid's chief technology officer, Aaron Blake, said the system would scan every card payment in under 50 milliseconds.",
  ], [["Aaron Blake", "Chief Technology Officer", "account"]]),
  item("part-7", "Tidewater Analytics", "other", "about", "Tidewater Analytics ends partnership with insurer", [
    "Tidewater Analytics has ended its partnership with insurer Glenfield, the flood-risk modeller said, without giving a reason.",
    "The arrangement had been in place since 2023.",
  ], [], "an ended partnership"),
  item("part-8", "Zephyr Motors", "partnership", "about", "Zephyr Motors signs battery deal with Korean supplier", [
    "Zephyr Motors signed a multi-year deal with South Korea's Hanbit Energy to supply battery cells for its electric trucks.",
    "Hanbit will build a cell plant next to Zephyr's factory in Michigan.",
  ]),
  item("part-9", "Quill Health", "partnership", "mention", "Hospital group picks Quill Health for clinical notes", [
    "Greenhaven Clinics has chosen Quill Health to automate clinical notes across its 80 clinics, in a partnership announced on Wednesday.",
    "Greenhaven chief medical officer Dr. Ruth Adler said doctors had piloted the tool for six months.",
  ], [["Ruth Adler", "Chief Medical Officer", "other"]], "the account is the vendor; the client's CMO is not at the account"),
  item("part-10", "Parcel Loop", "partnership", "about", "Parcel Loop strikes deal with Castell Retail to replace cardboard boxes", [
    "Parcel Loop has struck a deal with Castell Retail to replace cardboard boxes with reusable packaging for online orders.",
    "Parcel Loop's co-founder and chief executive, Ines Moreau, said the agreement was the company's largest to date.",
  ], [["Ines Moreau", "Co-founder and Chief Executive", "account"]]),

  item("prod-1", "Cinder Games", "product_launch", "about", "Cinder Games launches its first mobile title", [
    "Cinder Games has launched Starward, its first game for phones, in 30 countries.",
    "The studio said the game had 2 million pre-registrations. Revenue from mobile could overtake console sales within two years, analysts said.",
  ], [], "revenue mentioned in a launch story"),
  item("prod-2", "Lattice Home", "product_launch", "about", "Lattice Home unveils thermostat that learns from electricity prices", [
    "Lattice Home unveiled a new smart thermostat on Tuesday that shifts heating to hours when electricity is cheapest.",
    "The Lattice Four goes on sale in March at a list price of $199, said product chief Hannah Weiss.",
  ], [["Hannah Weiss", "Product Chief", "account"]]),
  item("prod-3", "Sablewood Software", "product_launch", "about", "Sablewood rolls out AI assistant to all customers", [
    "Sablewood Software is rolling out an AI assistant that drafts reports from customer data to all of its 20,000 business customers.",
    "The feature is included in existing plans, said Nadia Rahman, Sablewood's chief product officer.",
  ], [["Nadia Rahman", "Chief Product Officer", "account"]]),
  item("prod-4", "Marlow Motors", "product_launch", "about", "Marlow Motors debuts electric pickup at Detroit show", [
    "Marlow Motors debuted its first electric pickup truck at the Detroit auto show on Monday, with a range of 350 miles.",
    "Pre-orders open next week and deliveries begin in the autumn. Marlow's quarterly earnings are due on Thursday.",
  ], [], "an earnings date mentioned in a launch story"),
  item("prod-5", "Pinecrest Bank", "product_launch", "about", "Pinecrest Bank introduces small-business account with built-in invoicing", [
    "Pinecrest Bank has introduced a business checking account with built-in invoicing and tax estimates for small firms.",
    "\"Owners told us they were juggling four apps,\" said Lisa Grant, Pinecrest's head of small-business banking.",
  ], [["Lisa Grant", "Head of Small-Business Banking", "account"]]),
  item("prod-6", "Helix Diagnostics", "product_launch", "about", "Helix Diagnostics gets approval for rapid sepsis test, plans launch", [
    "Helix Diagnostics has received regulatory approval for a rapid sepsis test and will launch it in European hospitals next month.",
    "The test returns results in 40 minutes, compared with two days for a blood culture.",
  ]),
  item("prod-7", "Atlas Cloud", "product_launch", "about", "Atlas Cloud releases new chips for AI training", [
    "Atlas Cloud released its second-generation AI training chip on Wednesday, claiming it trains models twice as fast as its predecessor.",
    "The chips are available now to customers in three regions, the company said.",
  ]),
  item("prod-8", "Orchard Telecom", "product_launch", "about", "Orchard Telecom launches 5G home broadband", [
    "Orchard Telecom launched a 5G home broadband service on Monday, aimed at rural households without fibre.",
    "The service costs $50 a month. Chief marketing officer Denise Hall said it would reach 10 million homes by next year.",
  ], [["Denise Hall", "Chief Marketing Officer", "account"]]),
  item("prod-9", "Brightline Freight", "other", "about", "Brightline Freight delays launch of tracking app", [
    "Brightline Freight has delayed the launch of its shipment-tracking app until next year, citing problems with data from its trucks.",
    "The company had planned to release the app this month.",
  ], [], "a delayed launch"),
  item("prod-10", "Quartz Financial", "product_launch", "about", "Quartz Financial debuts savings app for teenagers", [
    "Quartz Financial has debuted Sprout, a savings app for teenagers that parents can monitor.",
    "The app is available now in the U.S. app stores. Customers who buy gift cards through the app earn interest on them.",
  ], [], "\"buy\" in a launch story"),
  item("prod-11", "Everlight Solar", "product_launch", "about", "Everlight Solar unveils rooftop panel with built-in battery", [
    "Everlight Solar unveiled a rooftop solar panel with a built-in battery on Thursday, aiming at homeowners who cannot fit a separate storage unit.",
    "Everlight said the panel would start shipping in June.",
  ]),
];
