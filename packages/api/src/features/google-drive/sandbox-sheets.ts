// The Google Drive sandbox (local backend): shared sheets that exist without Google, for demos and tests.
// Headers are spelled as people write them, so the column matching is exercised too.

const customers = `Customer Name,E-mail,Company,Phone,Segment,City
Olivia Bennett,olivia.bennett@harborfoods.example,Harbor Foods,+1 415 555 0101,Enterprise,San Francisco
Liam Carter,liam.carter@greenleafgrocers.example,Greenleaf Grocers,+1 503 555 0102,Mid-market,Portland
Emma Rodriguez,emma.rodriguez@sunrisecafe.example,Sunrise Café,+1 512 555 0103,Small business,Austin
Noah Kim,noah.kim@pacificprovisions.example,Pacific Provisions,+1 206 555 0104,Enterprise,Seattle
Ava Thompson,ava.thompson@maplemarket.example,Maple Market,+1 617 555 0105,Mid-market,Boston
Ethan Patel,ethan.patel@citybistro.example,City Bistro,+1 312 555 0106,Small business,Chicago
Sophia Nguyen,sophia.nguyen@lotuskitchen.example,Lotus Kitchen,+1 713 555 0107,Small business,Houston
Mason Walker,mason.walker@summitsupply.example,Summit Supply Co.,+1 303 555 0108,Enterprise,Denver
Isabella Garcia,isabella.garcia@casagarcia.example,Casa Garcia,+1 602 555 0109,Small business,Phoenix
Lucas Martin,lucas.martin@northstardeli.example,North Star Deli,+1 612 555 0110,Mid-market,Minneapolis
Mia Hughes,mia.hughes@bluewaterhotels.example,Bluewater Hotels,+1 305 555 0111,Enterprise,Miami
James O'Connor,james.oconnor@emeraldpub.example,Emerald Pub,+1 215 555 0112,Small business,Philadelphia
Charlotte Davis,charlotte.davis@orchardfresh.example,Orchard Fresh,+1 916 555 0113,Mid-market,Sacramento
Benjamin Lee,benjamin.lee@goldengatecatering.example,Golden Gate Catering,+1 415 555 0114,Mid-market,San Francisco
Amelia Wilson,amelia.wilson@prairiebakery.example,Prairie Bakery,+1 402 555 0115,Small business,Omaha
Henry Schmidt,henry.schmidt@alpinelodge.example,Alpine Lodge,+1 801 555 0116,Mid-market,Salt Lake City
Harper Brooks,harper.brooks@riverbendmarket.example,Riverbend Market,+1 615 555 0117,Small business,Nashville
Alexander Rossi,alexander.rossi@trattoriarossi.example,Trattoria Rossi,+1 718 555 0118,Small business,New York
Evelyn Foster,evelyn.foster@fosterfoodservice.example,Foster Foodservice,+1 404 555 0119,Enterprise,Atlanta
Daniel Murphy,daniel.murphy@harvesttable.example,Harvest Table,+1 919 555 0120,Mid-market,Raleigh
Abigail Chen,abigail.chen@jadegarden.example,Jade Garden,+1 408 555 0121,Small business,San Jose
Matthew Turner,matthew.turner@coastalsupply.example,Coastal Supply,+1 843 555 0122,Mid-market,Charleston
Emily Howard,emily.howard@meadowcreamery.example,Meadow Creamery,+1 608 555 0123,Small business,Madison
Samuel Price,samuel.price@keystonegrocers.example,Keystone Grocers,+1 412 555 0124,Enterprise,Pittsburgh
Grace Morales,grace.morales@saltandsage.example,Salt & Sage,+1 619 555 0125,Small business,San Diego
`;

const inventory = `SKU,Product Name,Brand,Category,Unit Price,Qty on hand
SBX-1001,Extra virgin olive oil 1 L,Bella Oliva,Pantry,12.90,140
SBX-1002,Balsamic vinegar 500 ml,Bella Oliva,Pantry,8.50,95
SBX-1003,Arborio rice 1 kg,Riso Italia,Pantry,4.20,210
SBX-1004,Spaghetti No. 5 500 g,Pasta Nonna,Pasta,2.10,480
SBX-1005,Penne rigate 500 g,Pasta Nonna,Pasta,2.10,360
SBX-1006,San Marzano tomatoes 800 g,Campo Rosso,Canned goods,3.80,300
SBX-1007,Chickpeas 400 g,Campo Rosso,Canned goods,1.40,420
SBX-1008,Colombian coffee beans 1 kg,Andes Roasters,Coffee,18.50,75
SBX-1009,Espresso blend 1 kg,Andes Roasters,Coffee,21.00,60
SBX-1010,English breakfast tea 100 bags,Hillside Tea,Tea,6.90,130
SBX-1011,Green tea sencha 100 g,Hillside Tea,Tea,7.40,0
SBX-1012,Wildflower honey 500 g,Golden Hive,Spreads,9.80,88
SBX-1013,Strawberry jam 340 g,Golden Hive,Spreads,4.60,150
SBX-1014,Sea salt flakes 250 g,Coastline,Pantry,5.20,110
SBX-1015,Black peppercorns 200 g,Spice Route,Spices,6.30,70
SBX-1016,Smoked paprika 100 g,Spice Route,Spices,3.90,65
SBX-1017,Dark chocolate 70% 100 g,Cacao Verde,Confectionery,2.80,240
SBX-1018,Almond butter 340 g,Nutfield,Spreads,8.90,54
SBX-1019,Rolled oats 1 kg,Nutfield,Breakfast,3.30,190
SBX-1020,Maple syrup 250 ml,Northern Grove,Breakfast,11.20,45
`;

// Problems the validation must report with their lines: no name, an invalid email, a duplicate email.
const broken = `Name,Email,Company
Valid Person,valid.person@example.com,Fine Foods
,missing.name@example.com,No Name Inc
Bad Email,not-an-email,Typo Traders
Valid Person Again,valid.person@example.com,Fine Foods
`;

/** Sheet id → its CSV (the first tab, as Google's export gives it). */
export const SANDBOX_SHEETS: Readonly<Record<string, string>> = {
  'sandbox-customers': customers,
  'sandbox-inventory': inventory,
  'sandbox-broken': broken,
};
