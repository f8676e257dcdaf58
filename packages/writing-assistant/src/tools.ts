// Tools and instruments a student may name in a log entry, matched as whole words (longest
// phrase first) and reported with one spelling each. Only tools actually written in the text are
// listed: "arc welding" does not add a welding machine.

const TOOL_NAMES = [
  'Megger',
  'Multimeter',
  'Clamp meter',
  'Insulation tester',
  'Earth tester',
  'Voltage tester',
  'Test lamp',
  'Oscilloscope',
  'Screwdriver',
  'Spanner',
  'Wrench',
  'Torque wrench',
  'Pliers',
  'Crimping tool',
  'Wire stripper',
  'Soldering iron',
  'Drilling machine',
  'Hand drill',
  'Hammer',
  'Hacksaw',
  'Chisel',
  'Grinder',
  'Angle grinder',
  'Welding machine',
  'Lathe machine',
  'Milling machine',
  'Vernier caliper',
  'Micrometer',
  'Dial gauge',
  'Feeler gauge',
  'Pressure gauge',
  'Grease gun',
  'Hydraulic jack',
  'Chain block',
  'Tape measure',
  'Measuring tape',
  'Spirit level',
  'Total station',
  'Theodolite',
  'Auto level',
  'Dumpy level',
  'GPS',
  'Pegs',
  'Ranging rod',
  'Slump cone',
  'Cube mould',
  'Compression testing machine',
  'Sieve',
  'Oven',
  'Trowel',
  'Wheelbarrow',
  'Shovel',
  'Ladder',
  'pH meter',
  'TDS meter',
  'Thermometer',
  'Burette',
  'Pipette',
  'OTDR',
  'Fusion splicer',
  'Fibre cleaver',
  'Power meter',
  'Spectrum analyser',
  'Laptop',
  'Ping',
  'Certbot',
  'AutoCAD',
  'Excel',
  'MATLAB',
  'Wireshark',
  'Fire extinguisher',
  'Extinguisher',
];

/** Phrases that name the same tool (lower case) → the tool's name above. */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['meggar', 'Megger'],
  ['multi meter', 'Multimeter'],
  ['multi-meter', 'Multimeter'],
  ['clamp-meter', 'Clamp meter'],
  ['screw driver', 'Screwdriver'],
  ['spanners', 'Spanner'],
  ['screwdrivers', 'Screwdriver'],
  ['lathe', 'Lathe machine'],
  ['vernier', 'Vernier caliper'],
  ['vernier calliper', 'Vernier caliper'],
  ['peg', 'Pegs'],
  ['sieves', 'Sieve'],
  ['fiber cleaver', 'Fibre cleaver'],
  ['spectrum analyzer', 'Spectrum analyser'],
  ['welder', 'Welding machine'],
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
    if (name === 'Extinguisher' && names.includes('Fire extinguisher')) continue;
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
