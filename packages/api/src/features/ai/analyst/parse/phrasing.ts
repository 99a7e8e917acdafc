// Phrasing as data: every word and phrase the built-in analyst understands, with what it means. A new phrasing
// is one line here (and a test). Syntax: `a|b c` are alternative phrases; inside a phrase `[x|y z]` is one
// place taking any of its alternatives, and a trailing `?` makes that place optional. The longest phrase wins where phrases overlap. Time words (units,
// anchors, months) are in time-words.ts; how they combine is read-time.ts. Names of the organization's own data
// (customers, companies, products, brands …) are not here: they come from its entity index (find_names).
import type { Meaning } from './marks.js';

const metric = (id: Extract<Meaning, { kind: 'metric' }>['metric'], implied?: true): Meaning =>
  implied ? { kind: 'metric', metric: id, implied } : { kind: 'metric', metric: id };
const subject = (dimension: Extract<Meaning, { kind: 'subject' }>['dimension']): Meaning => ({
  kind: 'subject',
  dimension,
});
const timeGroup = (dimension: Extract<Meaning, { kind: 'time_group' }>['dimension']): Meaning => ({
  kind: 'time_group',
  dimension,
});
const verb = (v: Extract<Meaning, { kind: 'verb' }>['verb']): Meaning => ({ kind: 'verb', verb: v });
const m = <K extends Meaning['kind']>(kind: K) => ({ kind }) as Extract<Meaning, { kind: K }>;

export const PHRASES: [phrase: string, meaning: Meaning][] = [
  // Metrics.
  ['revenue|revenues|sales|turnover|income|earnings|takings|billing|billings', metric('revenue')],
  ['[how many|number of|count of] sales', m('sales_count')],
  ['[total|gross] [sales|revenue]', metric('revenue')],
  ['how much money', metric('revenue', true)],
  ['money', metric('revenue', true)],
  ['orders|purchases|transactions|order count', metric('orders')],
  ['[number|count] of [orders|purchases]', metric('orders')],
  ['units|unit|quantity|quantities|volume|pieces|cases|qty', metric('units')],
  [
    '[average|avg|mean|typical] [order|basket|ticket|sale|purchase|deal|orders] [value|size|amount]?',
    metric('average_order_value'),
  ],
  ['aov|basket size|order value|order size|ticket size', metric('average_order_value')],
  ['median [order|basket] [value|size|amount]?', metric('median_order_value')],
  ['median', metric('median_order_value')],
  [
    '[revenue|sales|spend|spending] per [ordering|buying|active|paying] [customer|client|account|buyer]',
    metric('revenue_per_customer'),
  ],
  [
    '[average|avg|mean|typical] [revenue|sales|spend|spending] per [customer|client|account|buyer]',
    metric('revenue_per_customer'),
  ],
  ['[average|avg|mean|typical] [price|prices|selling price|unit price]', metric('average_price')],
  ['price|prices|unit price|selling price', metric('average_price')],
  ['new [customers|customer|clients|client|accounts|account|buyers|buyer]', metric('new_customers')],
  ['first time [customers|customer|buyers|buyer|clients|accounts]', metric('new_customers')],
  ['repeat [customers|buyers|clients|purchasers|buyer|customer]', metric('repeat_share')],
  [
    '[customers|clients|buyers] who [ordered|bought|purchased] [again|twice|more than once]',
    metric('repeat_share'),
  ],
  ['order frequency|frequency|ordering frequency', m('often')],
  ['customer count', metric('customer_count')],
  [
    'margin|margins|profit|profits|profitability|markup|gross profit|gross margin|net profit',
    { kind: 'unavailable', metric: 'margin' },
  ],
  // What is counted, ranked or grouped.
  [
    'customer|customers|client|clients|account|accounts|buyer|buyers|contact|contacts|people|shopper|shoppers',
    subject('customer'),
  ],
  [
    'company|companies|business|businesses|organisation|organisations|organization|organizations',
    subject('company'),
  ],
  ['segment|segments|customer segment|customer segments|tier|tiers', subject('segment')],
  ['city|cities|location|locations|town|towns', subject('city')],
  ['sku|skus', subject('sku')],
  ['product|products|item|items|article|articles|line|lines|things|thing|stuff|goods', subject('product')],
  ['brand|brands|supplier|suppliers|maker|makers', subject('brand')],
  ['category|categories|product category|product categories|product line|product lines', subject('category')],
  ['day|days|date|dates', subject('day')],
  ['week|weeks', subject('week')],
  ['month|months', subject('month')],
  ['quarter|quarters', subject('quarter')],
  ['year|years', subject('year')],
  ['weekday|weekdays|day of the week|days of the week|day of week', subject('weekday')],
  ['order', subject('order')],
  // Grouping.
  [
    'by|per|each|across|for each|in each|for every|in every|split by|broken down by|break down by|breakdown by|grouped by|group by|by each',
    m('group'),
  ],
  ['daily|day by day|each day|every day', timeGroup('day')],
  ['weekly|week by week|week over week|each week|every week', timeGroup('week')],
  [
    'monthly|month by month|month over month|month on month|over time|trend|trends|trending|each month|every month|over the months',
    timeGroup('month'),
  ],
  ['quarterly|quarter by quarter|each quarter|every quarter', timeGroup('quarter')],
  ['yearly|annual|annually|year by year|each year|every year', timeGroup('year')],
  // Ranking.
  [
    'top|best|biggest|largest|highest|leading|most valuable|most|strongest|greatest|main|key|number 1',
    { kind: 'rank', order: 'desc' },
  ],
  ['bottom|worst|lowest|smallest|least|slowest|weakest|fewest', { kind: 'rank', order: 'asc' }],
  [
    'best selling|bestselling|best seller|best sellers|bestseller|bestsellers|top selling|top sellers|top seller|sold the most|sells the most|sell the most|most sold|most popular|most ordered|sold best|sells best|sell best',
    { kind: 'sellers', order: 'desc' },
  ],
  [
    'slow moving|slow movers|slow mover|slowest moving|slowest movers|slow sellers|slow selling|slowest selling|slowest sellers|not selling|sold the least|least sold|least popular|least selling|worst selling|worst sellers|worst seller',
    { kind: 'sellers', order: 'asc' },
  ],
  // Comparison and change.
  [
    'vs|versus|compared to|compared with|compare to|compare with|in comparison to|in comparison with|against|than|relative to|next to',
    m('compare'),
  ],
  ['compare|comparison|compared|comparing', m('compare_verb')],
  ['beat|beats|outdo|outperform|exceed|on track to beat|on pace to beat', { kind: 'compare', pace: true }],
  ['growth|change|changed|changes|up or down|difference|trend vs', { kind: 'change', direction: null }],
  [
    'grew|grow|grown|growing|increase|increased|increasing|rose|risen|gained|improved|went up|gone up',
    { kind: 'change', direction: 'grew' },
  ],
  [
    'declined|decline|declining|dropped|drop|dropping|fell|fallen|decrease|decreased|decreasing|shrank|shrink|shrinking|shrunk|lost ground|went down|gone down',
    { kind: 'change', direction: 'shrank' },
  ],
  ['more|higher|up|bigger|larger|greater', { kind: 'comparative', direction: 'grew' }],
  ['less|fewer|lower|down|smaller', { kind: 'comparative', direction: 'shrank' }],
  ['fastest|quickest|most quickly|the most in percent', m('fastest')],
  // Logic.
  [
    "not|no|never|nothing|none|haven't|hasn't|didn't|don't|doesn't|havent|hasnt|didnt|dont|doesnt|have not|has not|did not|do not|does not|without any|no longer|zero",
    m('negation'),
  ],
  [
    'excluding|exclude|except|except for|other than|apart from|not counting|not including|leaving out|without|minus|besides',
    m('exclude'),
  ],
  ['only|just|solely|exclusively', m('only')],
  ['or|either', m('or')],
  ['and|&|plus|as well as|along with|but|yet|whereas|while', m('and')],
  ['how many|number of|count of|count|total number of|how much of', m('count')],
  ['share|percentage|percent|%|proportion|portion|fraction|what part of', m('share')],
  ['who|whom|whose', m('who')],
  ['which|what|which one|which ones', m('which')],
  ['when', m('when')],
  [
    'how often|how frequently|how regularly|frequency|how many days between|interval|gap between orders|time between orders|days between orders|[average|avg|mean|typical] [days|time|gap|interval] between orders',
    m('often'),
  ],
  ['last|latest|most recent|recent|newest', m('latest')],
  ['different|distinct|unique|separate', m('distinct')],
  ['first time|for the first time|first ever|very first', m('first_time')],
  [
    'sells with|sell with|sold with|selling with|bought with|buy with|buys with|bought together with|bought alongside|goes with|go with|together with|alongside|paired with|pairs with|ordered with',
    m('together'),
  ],
  // Customers who stopped buying.
  ['[stopped|quit|ceased] [ordering|buying|purchasing|orders]', m('lapsed')],
  [
    'at risk|churn|churned|churning|churn risk|lapsed|inactive|dormant|gone quiet|went quiet|gone silent|gone cold|dropped off|fallen off|lost|lost customers|no longer ordering|no longer buying|stopped coming|drifted away|slipping away|in a while|for a while|a while|for some time|for ages|in ages|for a long time|in a long time',
    m('lapsed'),
  ],
  // Stock and offers.
  [
    'stock|inventory|on hand|in stock|units left|left|left in stock|stock level|stock levels|restock|reorder|reordering',
    { kind: 'stock', low: false },
  ],
  ['low|running low|low on|running out|low stock|short', { kind: 'stock', low: true }],
  ['out of stock|sold out|no stock|zero stock|none left', m('out_of_stock')],
  ['below|under|less than|fewer than|lower than|<|beneath', m('below')],
  [
    'offer|offers|promotion|promotions|promo|promos|deal|deals|discount|discounts|campaign|campaigns|running offers',
    m('offers'),
  ],
  // Verbs of selling and buying, and words that only say it is a sales question.
  ['spend|spent|spends|spending|pay|paid|pays', verb('spend')],
  [
    'buy|buys|bought|buying|purchase|purchased|purchasing|get|gets|got|take|took|shop|shopped|ordering from us',
    verb('buy'),
  ],
  [
    'sell|sells|sold|selling|move|moved|shift|shifted|ship|shipped|make|made|earn|earned|bring in|brings in|brought in|billed|generate|generated|bring|brings|brought|take in|took in|pull in|pulled in',
    verb('sell'),
  ],
  [
    'win|won|gain|gained|acquire|acquired|sign|signed|land|landed|onboard|onboarded|add|added|attract|attracted',
    verb('buy'),
  ],
  ['ordered|ordering|place|placed|places|reordered', verb('order')],
  [
    'do|does|did|doing|done|perform|performed|performing|performance|go|going|went|look|looking|looks|fare|fared|faring|stand|standing',
    verb('do'),
  ],
  [
    'include|includes|included|including|contain|contains|contained|containing|feature|featured|with',
    m('filler'),
  ],
  [
    'come from|comes from|came from|coming from|account for|accounts for|accounted for|make up|makes up|made up|represent|represents|represented|contribute|contributes|contributed',
    m('filler'),
  ],
  [
    'numbers|figures|stats|statistics|results|data|overall|in total|altogether|combined|together|so far|to date|all|whole|entire|our|us|we|from us|with us|please|exactly|roughly|approximately|about|amount|value|total|worth|something|anything|lately|recently|these days|nowadays|at the moment|right now|running|active|live|available|valid|ongoing|in place|going on|currently|at the minute',
    m('filler'),
  ],
  [
    'what about|how about|and what about|what of|same for|same but|same thing for|instead|then|now|also|ok|okay|and for|and in|and by',
    m('follow_up'),
  ],
  [
    'forecast|forecasts|predict|prediction|predicted|projection|projected|project|expect|expected|estimate|estimated|will be|going to be',
    m('forecast'),
  ],
  [
    'them|they|their|theirs|that customer|this customer|that client|this client|that account|this account|the same customer|same customer|him|her|his|hers|he|she',
    m('pronoun'),
  ],
  [
    '[my|our] [biggest|largest|top|best|main|key|most valuable] [account|customer|client|buyer]',
    m('biggest_account'),
  ],
];

/** Words that never carry meaning of their own: not understood, they still leave nothing out. */
export const STOP_WORDS = new Set(
  `a an the of in on at for to from with by about into onto within during over is are was were be been being am
  i me you your yours we us our ours my mine it its this that these those there here what whats what's how
  do does did have has had can could would should will shall may might must let lets let's please show tell
  give list get got see know need want like find display bring pull up out give me tell me show me so
  any some all as then than just also ever already currently right now really actually yet still even each
  kindly thanks thank hi hello hey ok okay quick quickly much many well oh um er`
    .split(/\s+/)
    .filter(Boolean),
);
