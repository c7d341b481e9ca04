import { item, type DevItem } from "./dev-item";

// Leadership changes, hiring and layoffs: who comes and who goes, titles in full, and people of other
// organisations (politicians, union leaders, rivals) quoted next to the account's own.
export const peopleItems: DevItem[] = [
  item("lead-1", "Orchard Telecom", "leadership_change", "about", "Orchard Telecom names Sarah Klein chief executive as Mark Ellis steps down", [
    "Orchard Telecom has named Sarah Klein as its next chief executive, succeeding Mark Ellis, who is stepping down after nine years in the role.",
    "Klein, currently the company's chief operating officer, takes over on March 1. Ellis will remain an adviser until the end of the year.",
  ], [["Sarah Klein", "Chief Executive", "account", "incoming"], ["Mark Ellis", "Chief Executive", "account", "departing"]], "CEO replaced: the action must address the incoming one"),
  item("lead-2", "Vantage Apparel", "leadership_change", "about", "Former Nike executive joins Vantage Apparel as Chief Commercial Officer", [
    "Rebecca Osei joins Vantage Apparel as Chief Commercial Officer, the sportswear brand said on Monday, after 12 years at Nike.",
    "Osei will oversee wholesale, e-commerce and the company's 90 stores, reporting to chief executive Daniel Park.",
  ], [["Rebecca Osei", "Chief Commercial Officer", "account", "incoming"], ["Daniel Park", "Chief Executive", "account"]], "\"joins … as\" is a leadership change"),
  item("lead-3", "Kestrel Airlines", "leadership_change", "about", "Kestrel Airlines CEO Paul Haddad to retire; CFO Lena Vogt named successor", [
    "Kestrel Airlines said chief executive Paul Haddad will retire in June and that finance chief Lena Vogt will succeed him.",
    "The board chose Vogt after a six-month search, said chairman Robert Hale. Vogt joined the airline in 2019 from a rival carrier.",
  ], [["Paul Haddad", "Chief Executive", "account", "departing"], ["Lena Vogt", "Finance Chief", "account", "incoming"], ["Robert Hale", "Chairman", "account"]]),
  item("lead-4", "Meridian Health Systems", "leadership_change", "about", "Meridian Health Systems appoints new chief information officer", [
    "Meridian Health Systems has appointed Dr. Kwame Asante as chief information officer, the hospital group said on Wednesday.",
    "Asante was previously head of digital at St. Luke's Hospital in Boston. He replaces Janet Moore, who left in September.",
  ], [["Kwame Asante", "Chief Information Officer", "account", "incoming"], ["Janet Moore", null, "account", "departing"]]),
  item("lead-5", "Copperline Mining", "leadership_change", "about", "Copperline Mining chief executive resigns after safety review", [
    "Copperline Mining's chief executive, Alan Fraser, resigned on Friday, days after an independent review criticised the company's safety record.",
    "The board appointed chief operating officer Siobhan Kelly as interim chief executive while it searches for a permanent replacement.",
  ], [["Alan Fraser", "Chief Executive", "account", "departing"], ["Siobhan Kelly", "Interim Chief Executive", "account", "incoming"]]),
  item("lead-6", "Sterling Foods", "leadership_change", "about", "Sterling Foods promotes Maya Lin to president of North America", [
    "Sterling Foods has promoted Maya Lin to president of its North America business, effective January 1.",
    "Lin, 44, has run the snacks division since 2021. She succeeds Tom Becker, who will retire after 30 years with the company.",
  ], [["Maya Lin", "President of North America", "account", "incoming"], ["Tom Becker", null, "account", "departing"]]),
  item("lead-7", "Harbor Point Capital", "leadership_change", "about", "Harbor Point Capital taps Goldman veteran as chief risk officer", [
    "Harbor Point Capital has tapped former Goldman Sachs executive Naomi Fischer as chief risk officer.",
    "Fischer joins on April 1 and will report to chief executive Luis Ortega, the firm said in a statement.",
  ], [["Naomi Fischer", "Chief Risk Officer", "account", "incoming"], ["Luis Ortega", "Chief Executive", "account"]]),
  item("lead-8", "Arden Pharma", "leadership_change", "about", "Arden Pharma adds two independent directors to its board", [
    "Arden Pharma said it has appointed two independent directors to its board of directors: Dr. Helen Park, a former FDA official, and Michael Grant, the former finance chief of a medical device maker.",
    "The appointments expand the board to eleven members.",
  ], [["Helen Park", "Independent Director", "account", "incoming"], ["Michael Grant", "Independent Director", "account", "incoming"]]),
  item("lead-9", "Norrland Paper", "other", "about", "Norrland Paper CEO says he has no plans to step down", [
    "Norrland Paper chief executive Johan Berg said on Tuesday he has no plans to step down, despite pressure from an activist investor.",
    "\"I intend to finish the turnaround,\" Berg told analysts on a call.",
  ], [["Johan Berg", "Chief Executive", "account"]], "negated departure"),
  item("lead-10", "Cinder Games", "leadership_change", "about", "Cinder Games co-founder and CEO Ana Ribeiro hands reins to president", [
    "Cinder Games co-founder and CEO Ana Ribeiro is handing the top job to the studio's president, Leo Carter, and will become executive chair.",
    "Carter joined Cinder in 2020 to run publishing. The change takes effect next month.",
  ], [["Ana Ribeiro", "Co-founder and CEO", "account", "departing"], ["Leo Carter", "President", "account", "incoming"]], "full title \"co-founder and CEO\""),
  item("lead-11", "Bluepeak Energy", "leadership_change", "mention", "Rival hires Bluepeak Energy's trading head", [
    "Windward Power has hired Bluepeak Energy's head of trading, Omar Haddad, to run its new trading desk in London.",
    "Haddad spent eight years at Bluepeak. Windward chief executive Claire Dubois said the hire was \"a statement of intent\".",
  ], [["Omar Haddad", "Head of Trading", "account", "departing"], ["Claire Dubois", "Chief Executive", "other"]], "account loses a leader to a rival; the rival's CEO is not a stakeholder"),

  item("hire-1", "Nimbus Health", "hiring", "about", "Nimbus Health to hire 400 nurses for virtual care", [
    "Nimbus Health plans to hire 400 nurses over the next year to staff its growing virtual-care service, the telehealth company said on Thursday.",
    "Lucia Ferraro, chief people officer at Nimbus Health, said the company would also open a training centre in Phoenix.",
  ], [["Lucia Ferraro", "Chief People Officer", "account"]]),
  item("hire-2", "Atlas Cloud", "hiring", "about", "Atlas Cloud is recruiting 1,200 engineers as AI demand surges", [
    "Atlas Cloud is recruiting 1,200 engineers across Europe and India, one of the largest hiring drives in the cloud industry this year.",
    "\"We cannot build data centres fast enough,\" said Rahul Mehta, Atlas Cloud's senior vice president of engineering.",
  ], [["Rahul Mehta", "Senior Vice President of Engineering", "account"]]),
  item("hire-3", "Greyson Manufacturing", "hiring", "about", "Greyson Manufacturing adds 300 jobs at Ohio plant", [
    "Greyson Manufacturing will add 300 jobs at its Toledo plant to meet rising orders for its industrial pumps.",
    "Ohio Governor Mark Whitfield welcomed the announcement. \"These are good jobs,\" he said. Greyson's plant manager, Dana Hughes, said hiring would start in May.",
  ], [["Mark Whitfield", "Governor", "other"], ["Dana Hughes", "Plant Manager", "account"]], "a politician quoted"),
  item("hire-4", "Fable Learning", "hiring", "about", "Fable Learning plans to double headcount after strong year", [
    "Fable Learning plans to double its headcount to 600 people by the end of next year, its founder said, after sales of its reading app tripled.",
    "The company is hiring teachers, designers and engineers, said founder and chief executive Nora Quinn.",
  ], [["Nora Quinn", "Founder and Chief Executive", "account"]]),
  item("hire-5", "Pioneer Rail", "hiring", "about", "Pioneer Rail launches recruitment drive for 500 train drivers", [
    "Pioneer Rail has launched a recruitment drive for 500 train drivers, as the operator struggles with cancellations caused by staff shortages.",
    "The union's general secretary, Mick Rowan, said the move was overdue. Pioneer's operations director, Aled Jones, said the first recruits would start training in autumn.",
  ], [["Mick Rowan", "General Secretary", "other"], ["Aled Jones", "Operations Director", "account"]], "\"launches\" a recruitment drive is hiring, not a launch; union leader quoted"),
  item("hire-6", "Sundial Hotels", "hiring", "about", "Sundial Hotels seeks 2,000 seasonal workers ahead of summer", [
    "Sundial Hotels is seeking 2,000 seasonal workers for its resorts in Spain and Portugal, the group said, raising starting pay by 8%.",
    "The company said it would hold hiring days in 12 cities.",
  ]),
  item("hire-7", "Corvid Security", "hiring", "about", "Corvid Security opens 150 new roles in cyber defence", [
    "Corvid Security is creating 150 new roles in its managed-detection unit, the cybersecurity firm said on Monday.",
    "\"Clients want people watching their networks around the clock,\" said Ian Walsh, Corvid's chief operating officer.",
  ], [["Ian Walsh", "Chief Operating Officer", "account"]]),
  item("hire-8", "Hartwell Bank", "other", "about", "Hartwell Bank freezes hiring as it reviews costs", [
    "Hartwell Bank has frozen hiring across its retail division while it reviews costs, according to an internal memo.",
    "The bank said no job cuts were planned.",
  ], [], "a hiring freeze with no cuts: neither hiring nor layoffs"),
  item("hire-9", "Kinetic Works", "hiring", "about", "Kinetic Works will hire 80 in Belfast", [
    "Kinetic Works will hire 80 software engineers in Belfast over three years, supported by a grant from Invest Northern Ireland.",
    "Economy Minister Clare Doyle called it a vote of confidence in the city. Kinetic Works' managing director, Paul Devlin, said the office would open in June.",
  ], [["Clare Doyle", "Economy Minister", "other"], ["Paul Devlin", "Managing Director", "account"]]),
  item("hire-10", "Ridgeway Foods", "hiring", "about", "Ridgeway Foods to create 120 jobs with new bakery line", [
    "Ridgeway Foods is to create 120 jobs after investing £15 million in a new bakery line at its Leeds site.",
    "The president of the Leeds Chamber of Commerce, Anita Shah, said the investment was welcome news for the region.",
  ], [["Anita Shah", "President", "other"]], "chamber of commerce president is not at the account"),
  item("hire-11", "Mosaic Analytics", "hiring", "about", "Mosaic Analytics names recruiting chief as it plans to hire 250", [
    "Mosaic Analytics plans to hire 250 people this year and has brought in a new head of talent, Carmen Diaz, to lead the effort.",
    "Diaz previously ran recruiting at a payments company.",
  ], [["Carmen Diaz", "Head of Talent", "account", "incoming"]], "hiring plan with a new head of talent: the plan is the story"),

  item("lay-1", "Brightwave Media", "layoffs", "about", "Brightwave Media to cut 600 jobs in restructuring", [
    "Brightwave Media will cut about 600 jobs, or 8% of its workforce, as part of a restructuring aimed at saving $150 million a year.",
    "Chief executive Hannah Cole told staff the cuts would fall mostly on the company's cable networks.",
  ], [["Hannah Cole", "Chief Executive", "account"]]),
  item("lay-2", "Zephyr Motors", "layoffs", "about", "Zephyr Motors lays off 1,100 workers as EV demand cools", [
    "Zephyr Motors laid off 1,100 workers at its Michigan factory on Friday, blaming weaker demand for electric trucks.",
    "The United Auto Workers union said it would challenge the layoffs. UAW regional director Carl Jensen called the move \"a betrayal\".",
  ], [["Carl Jensen", "Regional Director", "other"]], "union official quoted"),
  item("lay-3", "Peregrine Software", "layoffs", "about", "Peregrine Software trims 12% of staff", [
    "Peregrine Software is trimming 12% of its staff, about 340 people, in its second round of job cuts this year.",
    "Affected employees will receive 16 weeks of severance, the company said.",
  ]),
  item("lay-4", "Northway Retail", "layoffs", "about", "Northway Retail to close 45 stores, putting 2,000 jobs at risk", [
    "Northway Retail will close 45 of its stores by March, putting about 2,000 jobs at risk, the department store chain said.",
    "The closures are part of a plan to return the business to profit, said chief financial officer Rachel Adams.",
  ], [["Rachel Adams", "Chief Financial Officer", "account"]]),
  item("lay-5", "Silverline Telecom", "other", "about", "Silverline Telecom rules out layoffs despite weak quarter", [
    "Silverline Telecom ruled out layoffs on Tuesday, saying it would instead slow hiring and cut spending on contractors.",
    "\"We will not cut jobs to hit a quarterly number,\" chief executive Grace Kim said.",
  ], [["Grace Kim", "Chief Executive", "account"]], "negated layoffs"),
  item("lay-6", "Helix Diagnostics", "layoffs", "about", "Helix Diagnostics announces redundancies at Cambridge lab", [
    "Helix Diagnostics has announced 90 redundancies at its Cambridge laboratory after losing a major testing contract.",
    "The company said it was consulting with staff.",
  ]),
  item("lay-7", "Oakridge Media", "other", "about", "Oakridge Media may consider job cuts if ad market weakens, says CFO", [
    "Oakridge Media may consider job cuts next year if the advertising market weakens further, its finance chief said at an industry conference.",
    "No decision has been taken, said chief financial officer Peter Lang.",
  ], [["Peter Lang", "Chief Financial Officer", "account"]], "hedged, conditional layoffs"),
  item("lay-8", "Everlight Solar", "layoffs", "about", "Everlight Solar shuts Arizona plant, cutting 400 jobs", [
    "Everlight Solar is shutting its Arizona panel plant and cutting 400 jobs, blaming cheap imports.",
    "Arizona Senator Laura Mendes said she was \"deeply disappointed\" by the decision.",
  ], [["Laura Mendes", "Senator", "other"]]),
  item("lay-9", "Quartz Financial", "layoffs", "about", "Quartz Financial cuts jobs in mortgage unit", [
    "Quartz Financial is cutting about 250 jobs in its mortgage unit as high interest rates keep home sales low, according to a memo seen by reporters.",
    "The memo was signed by Julia Ross, the head of Quartz's consumer lending business.",
  ], [["Julia Ross", "Head of Consumer Lending", "account"]]),
  item("lay-10", "Tandem Bikes", "layoffs", "about", "Tandem Bikes to let go of a third of its workforce", [
    "Tandem Bikes, the e-bike maker, is letting go of a third of its workforce, about 180 people, after sales slumped for a second year.",
    "The company's co-founder, Jonas Weber, wrote in a blog post that the cuts were \"the hardest decision we have made\".",
  ], [["Jonas Weber", "Co-founder", "account"]]),
];
