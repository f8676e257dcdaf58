// Curated corrections checked before the dictionary: frequent student misspellings (some too far
// from the right word for a safe dictionary suggestion, e.g. maintainance) and phone-style
// abbreviations. Only unambiguous ones: "temp" (temperature or temporary?) is expanded only before
// a word that makes it clear, and "&" is never touched (R&D).

export const CORRECTIONS: ReadonlyMap<string, string> = new Map([
  ['maintainance', 'maintenance'],
  ['maintanance', 'maintenance'],
  ['mentainance', 'maintenance'],
  ['mantainance', 'maintenance'],
  ['maintenence', 'maintenance'],
  ['meggar', 'megger'],
  ['meger', 'megger'],
  ['conveyer', 'conveyor'],
  ['cheked', 'checked'],
  ['chek', 'check'],
  ['beding', 'bending'],
  ['pluming', 'plumbing'],
  ['transfmer', 'transformer'],
  ['transfoma', 'transformer'],
  ['trasformer', 'transformer'],
  ['insullation', 'insulation'],
  ['earting', 'earthing'],
  ['machin', 'machine'],
  ['3phase', '3-phase'],
  ['1phase', 'single-phase'],
  ['recieved', 'received'],
  ['recieve', 'receive'],
  ['seperate', 'separate'],
  ['seperated', 'separated'],
  ['occured', 'occurred'],
  ['begining', 'beginning'],
  ['untill', 'until'],
  ['guage', 'gauge'],
  ['wierd', 'weird'],
  ['equipments', 'equipment'],
  ['tommorow', 'tomorrow'],
  ['tomorow', 'tomorrow'],
  ['accomodation', 'accommodation'],
  ['enviroment', 'environment'],
  ['goverment', 'government'],
  ['buiding', 'building'],
  // Abbreviations
  ['mtce', 'maintenance'],
  ['maint', 'maintenance'],
  ['govt', 'government'],
  ['dept', 'department'],
  ['approx', 'approximately'],
  ['hrs', 'hours'],
  ['hr', 'hour'],
  ['mins', 'minutes'],
  ['wk', 'week'],
  ['qty', 'quantity'],
  ['pcs', 'pieces'],
  ['thru', 'through'],
  ['bcoz', 'because'],
  ['bcz', 'because'],
  ['coz', 'because'],
  ['abt', 'about'],
  ['b4', 'before'],
  ['tmrw', 'tomorrow'],
  ['pls', 'please'],
  ['supv', 'supervisor'],
  ['eqpt', 'equipment'],
]);

/** Two words that students split or join wrongly; matched on lower case, whole words. */
export const PHRASE_CORRECTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['trouble', 'shooting', 'troubleshooting'],
  ['trouble', 'shoot', 'troubleshoot'],
  ['trouble', 'shooted', 'troubleshot'],
  ['over', 'head', 'overhead'],
  ['sub', 'station', 'substation'],
  ['sub', 'stations', 'substations'],
  ['work', 'shop', 'workshop'],
];

/** A verb a student writes as a noun before "of": "instal of cables" → "installation of cables". */
export const NOUN_BEFORE_OF: ReadonlyMap<string, string> = new Map([['install', 'installation']]);

/** "temp" is expanded only before these words, where it cannot mean "temporary". */
export const TEMPERATURE_CONTEXT: ReadonlySet<string> = new Set([
  'profile',
  'reading',
  'readings',
  'measurement',
  'measurements',
  'sensor',
  'control',
  'gauge',
  'rise',
]);

/** Abbreviations expanded only right after a measurement (45mm dia → 45mm diameter). */
export const AFTER_MEASURE: ReadonlyMap<string, string> = new Map([
  ['dia', 'diameter'],
  ['thk', 'thick'],
]);
