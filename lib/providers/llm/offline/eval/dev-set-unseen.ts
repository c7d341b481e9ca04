import { item, type DevItem } from "./dev-item";

// Written last and never tuned on: its first run is the figure to trust for stories the patterns have not seen.
export const unseenItems: DevItem[] = [
  item("un-fund-1", "Marrow Health", "funding", "about", "Marrow Health nets $75 million to bring its blood test to clinics", [
    "NEW YORK — Marrow Health, a maker of at-home blood tests, said on Wednesday it had netted $75 million from a group of investors led by Longview Partners.",
    "The company's president, Irene Calloway, said the money would fund a clinical study of 20,000 patients.",
  ], [["Irene Calloway", "President", "account"]]),
  item("un-fund-2", "Quayside Energy", "funding", "about", "Quayside Energy completes £60m capital raise", [
    "Quayside Energy has completed a £60 million capital raise to build two solar farms in Wales, the company said.",
    "The raise was backed by pension funds and a regional development bank.",
  ]),
  item("un-fund-3", "Pylon AI", "other", "about", "Pylon AI founder reflects on a hard year", [
    "Pylon AI's founder, Maya Torres, wrote in a blog post that the past year had been the hardest of her career.",
    "She said the company remained focused on its customers.",
  ], [["Maya Torres", "Founder", "account"]]),
  item("un-acq-1", "Ferris Wheel Holdings", "acquisition", "about", "Ferris Wheel Holdings to absorb regional theme park operator", [
    "Ferris Wheel Holdings will absorb Sunnyside Parks, a regional theme park operator, in a cash-and-stock transaction worth about $800 million.",
    "The deal is expected to close in the spring, subject to shareholder approval.",
  ]),
  item("un-acq-2", "Coastal Credit Union", "acquisition", "about", "Coastal Credit Union completes merger with Harbor Federal", [
    "Coastal Credit Union has completed its merger with Harbor Federal, creating a credit union with 400,000 members.",
    "Coastal's chief executive, Ben Alvarez, will lead the combined organisation.",
  ], [["Ben Alvarez", "Chief Executive", "account"]]),
  item("un-acq-3", "Tally Software", "acquisition", "mention", "Private equity firm Grayhawk agrees deal for Tally Software", [
    "Private equity firm Grayhawk has agreed a deal to take Tally Software private for $1.1 billion.",
    "Grayhawk managing partner Lewis Hart said Tally had \"a loyal customer base\".",
  ], [["Lewis Hart", "Managing Partner", "other"]]),
  item("un-lead-1", "Brixton Foods", "leadership_change", "about", "Brixton Foods chief executive to depart after 11 years", [
    "Brixton Foods said its chief executive, Harriet Lane, will depart at the end of the year after 11 years in charge.",
    "The board has started a search for her successor.",
  ], [["Harriet Lane", "Chief Executive", "account", "departing"]]),
  item("un-lead-2", "Velo Networks", "leadership_change", "about", "Velo Networks hires ex-Google executive to run cloud unit", [
    "Velo Networks has hired Daniel Cho, a former Google executive, as president of its cloud business.",
    "Cho starts next month and will report to chief executive Rosa Delgado.",
  ], [["Daniel Cho", "President", "account", "incoming"], ["Rosa Delgado", "Chief Executive", "account"]]),
  item("un-lead-3", "Ambergate Housing", "leadership_change", "about", "Ambergate Housing confirms new chair", [
    "Ambergate Housing has confirmed Patricia Wong as chair of its board, replacing Gordon Blake, who served two terms.",
  ], [["Patricia Wong", "Chair", "account", "incoming"], ["Gordon Blake", null, "account", "departing"]]),
  item("un-hire-1", "Stonebridge Care", "hiring", "about", "Stonebridge Care launches drive to fill 1,000 care roles", [
    "Stonebridge Care has launched a drive to fill 1,000 care worker roles across its 80 homes, offering a £1,000 joining bonus.",
  ]),
  item("un-hire-2", "Kepler Games", "hiring", "about", "Kepler Games is looking for 120 developers for its Montreal studio", [
    "Kepler Games is looking for 120 developers to staff a new game at its Montreal studio, the company said.",
    "Studio head Luc Martin said it was the largest project in the studio's history.",
  ], [["Luc Martin", "Studio Head", "account"]]),
  item("un-hire-3", "Harbor Transit", "other", "about", "Harbor Transit bus drivers vote on new contract", [
    "Harbor Transit's bus drivers began voting on Monday on a new contract that would raise pay by 4% a year.",
    "The union said results would be announced on Friday.",
  ]),
  item("un-exp-1", "Olive & Oak", "expansion", "about", "Olive & Oak restaurant group lands in London", [
    "Olive & Oak, the Italian restaurant group, has landed in London with its first restaurant outside Italy, in Covent Garden.",
    "Two more London sites will follow next year.",
  ]),
  item("un-exp-2", "Riverbend Dairy", "expansion", "about", "Riverbend Dairy invests $90 million in new Wisconsin cheese plant", [
    "Riverbend Dairy is investing $90 million in a new cheese plant in Wisconsin that will process two million pounds of milk a day.",
  ]),
  item("un-exp-3", "Solace Spas", "expansion", "about", "Solace Spas adds four locations in Florida", [
    "Solace Spas is adding four locations in Florida, taking its total to 38 spas in the southeastern U.S.",
  ]),
  item("un-part-1", "Cedar Health", "partnership", "about", "Cedar Health and Axis Labs join to speed up test results", [
    "Cedar Health and Axis Labs are joining to speed up test results for patients in rural clinics, under a five-year arrangement.",
  ]),
  item("un-part-2", "Gridline Solar", "partnership", "about", "Gridline Solar wins contract to supply panels to utility", [
    "Gridline Solar has won a contract to supply panels for three solar farms owned by Pacific Utilities.",
    "The contract runs through 2028.",
  ]),
  item("un-part-3", "Brook Analytics", "partnership", "about", "Brook Analytics integrates with Slate CRM", [
    "Brook Analytics has agreed with Slate CRM to integrate their products, so sales teams can see forecasts inside their CRM.",
  ]),
  item("un-prod-1", "Halcyon Audio", "product_launch", "about", "Halcyon Audio rolls out its first soundbar", [
    "Halcyon Audio rolled out its first soundbar on Tuesday, priced at $349.",
  ]),
  item("un-prod-2", "Fernhill Bank", "product_launch", "about", "Fernhill Bank brings out mortgage for first-time buyers", [
    "Fernhill Bank has brought out a mortgage for first-time buyers that needs a deposit of only 3%.",
    "The product is available through brokers from Monday.",
  ]),
  item("un-prod-3", "Lumio Devices", "product_launch", "about", "Lumio Devices announces new e-reader", [
    "Lumio Devices announced a new e-reader with a colour screen on Thursday, its first new model in three years.",
  ]),
  item("un-lay-1", "Gantry Steel", "layoffs", "about", "Gantry Steel to axe 900 jobs at Welsh plant", [
    "Gantry Steel is to axe 900 jobs at its plant in Port Talbot as it switches to electric furnaces.",
    "Union leader Gareth Evans called it \"a dark day for Wales\".",
  ], [["Gareth Evans", "Union Leader", "other"]]),
  item("un-lay-2", "Nova Insurance", "layoffs", "about", "Nova Insurance plans to reduce headcount by 5%", [
    "Nova Insurance plans to reduce its headcount by 5% over the next year as it automates claims handling.",
  ]),
  item("un-lay-3", "Pike Retail", "other", "about", "Pike Retail says store staff will get a pay rise", [
    "Pike Retail said its 30,000 store staff would get a 5% pay rise from April.",
  ]),
  item("un-earn-1", "Carrick Homes", "earnings", "about", "Carrick Homes first-half profit slides as sales slow", [
    "Carrick Homes said first-half profit slid 18% as higher mortgage rates slowed house sales.",
  ]),
  item("un-earn-2", "Delta Cargo Lines", "earnings", "about", "Delta Cargo Lines tops expectations with strong third quarter", [
    "Delta Cargo Lines topped expectations with third-quarter revenue of $2.3 billion, helped by higher shipping rates.",
  ]),
  item("un-earn-3", "Orion Foods", "other", "about", "Orion Foods to hold investor day in March", [
    "Orion Foods will hold an investor day in March, where it plans to set out its strategy to 2030.",
  ]),
  item("un-legal-1", "Zenith Motors", "legal", "about", "Zenith Motors ordered to pay $50 million in defect case", [
    "A jury ordered Zenith Motors to pay $50 million to the family of a driver killed in a crash caused by a faulty airbag.",
    "Zenith said it would appeal the verdict.",
  ]),
  item("un-legal-2", "Cobble Pay", "legal", "about", "Cobble Pay under scrutiny from central bank", [
    "The central bank has launched a review of Cobble Pay's anti-money-laundering controls, the payments company disclosed.",
  ]),
  item("un-legal-3", "Weston Chemicals", "legal", "about", "Weston Chemicals pleads guilty to pollution charges", [
    "Weston Chemicals pleaded guilty on Monday to charges that it dumped waste into the Ohio River, and agreed to pay a $15 million fine.",
  ]),
  item("un-other-1", "Aurora Airlines", "other", "about", "Aurora Airlines named most punctual carrier", [
    "Aurora Airlines was named the most punctual airline in Europe for October by flight-data firm OnTime.",
  ]),
  item("un-other-2", "Mill Lane Bakery", "other", "about", "Mill Lane Bakery's sourdough wins national prize", [
    "Mill Lane Bakery's sourdough loaf has won the gold prize at the National Bread Awards.",
    "Head baker Tom Reid said the recipe had not changed in 20 years.",
  ], [["Tom Reid", "Head Baker", "account"]]),
];
