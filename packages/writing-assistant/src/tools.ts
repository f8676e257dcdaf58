// Tools and instruments a student may name in a log entry, matched as whole words (longest
// phrase first) and reported with one spelling each. Only tools actually written in the text are
// listed: "arc welding" does not add a welding machine. A tools field is a list, not a sentence:
// common nouns are written in lower case ("spanner, voltage tester"), only names and acronyms
// with capitals (Megger, OTDR, AutoCAD), as the student's own items keep their case.

const TOOL_NAMES = [
  'Megger',
  'multimeter',
  'clamp meter',
  'insulation tester',
  'earth tester',
  'voltage tester',
  'test lamp',
  'oscilloscope',
  'screwdriver',
  'spanner',
  'wrench',
  'torque wrench',
  'pliers',
  'crimping tool',
  'wire stripper',
  'soldering iron',
  'drilling machine',
  'hand drill',
  'hammer',
  'hacksaw',
  'chisel',
  'grinder',
  'angle grinder',
  'welding machine',
  'lathe machine',
  'milling machine',
  'vernier caliper',
  'micrometer',
  'dial gauge',
  'feeler gauge',
  'pressure gauge',
  'grease gun',
  'hydraulic jack',
  'chain block',
  'tape measure',
  'measuring tape',
  'spirit level',
  'total station',
  'theodolite',
  'auto level',
  'dumpy level',
  'GPS',
  'pegs',
  'ranging rod',
  'slump cone',
  'cube mould',
  'compression testing machine',
  'sieve',
  'oven',
  'trowel',
  'wheelbarrow',
  'shovel',
  'ladder',
  'pH meter',
  'TDS meter',
  'thermometer',
  'burette',
  'pipette',
  'OTDR',
  'fusion splicer',
  'fibre cleaver',
  'power meter',
  'spectrum analyser',
  'laptop',
  'ping',
  'Certbot',
  'AutoCAD',
  'Excel',
  'MATLAB',
  'Wireshark',
  'fire extinguisher',
  'extinguisher',
];

/** Phrases that name the same tool (lower case) → the tool's name above. */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['meggar', 'Megger'],
  ['multi meter', 'multimeter'],
  ['multi-meter', 'multimeter'],
  ['clamp-meter', 'clamp meter'],
  ['screw driver', 'screwdriver'],
  ['spanners', 'spanner'],
  ['screwdrivers', 'screwdriver'],
  ['lathe', 'lathe machine'],
  ['vernier', 'vernier caliper'],
  ['vernier calliper', 'vernier caliper'],
  ['peg', 'pegs'],
  ['sieves', 'sieve'],
  ['fiber cleaver', 'fibre cleaver'],
  ['spectrum analyzer', 'spectrum analyser'],
  ['welder', 'welding machine'],
]);

const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ...TOOL_NAMES.map((name): [string, string] => [name.toLowerCase(), name]),
  ...ALIASES,
].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length || a[0].localeCompare(b[0]));

export const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PHRASES.map(([phrase, name]) => ({
  pattern: new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}-])`, 'giu'),
  name,
}));

/** Tools named in the text, in the order they first appear, each once. */
export function findTools(text: string): string[] {
  const found: Array<{ index: number; name: string }> = [];
  let rest = text;
  for (const { pattern, name } of MATCHERS) {
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, (match, index: number) => {
      found.push({ index, name });
      return ' '.repeat(match.length); // a longer phrase wins over the shorter one inside it
    });
  }
  const names: string[] = [];
  for (const { name } of found.sort((a, b) => a.index - b.index)) {
    if (name === 'extinguisher' && names.includes('fire extinguisher')) continue;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** A tools field: the student's own list kept, tools found in the text added after it. */
export function mergeTools(studentTools: string, found: string[]): string {
  const own = studentTools
    .split(/[,;\n]/)
    .map((tool) => tool.trim())
    .filter(Boolean);
  const known = new Set(own.map((tool) => tool.toLowerCase()));
  return [...own, ...found.filter((tool) => !known.has(tool.toLowerCase()))].join(', ');
}
