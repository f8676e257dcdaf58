import { SWAHILI_WORDS } from '@ptlog/shared';

// Words the spelling pass must never "correct", written the way we want them to appear. The lists
// are real terms from PT students' logs across the programmes; the dictionary does not know them
// and often offers a wrong near neighbour (contactor → contractor, chamfer → chamber). Lists are
// space-separated strings so that the formatter keeps them compact.

const words = (list: string): string[] => list.trim().split(/\s+/);

const TERM_LIST = words(`
  DOL PLC HVAC SCADA MCB MCCB RCD RCCB ELCB VFD UPS ATS AVR AC DC LED kVA kV kW kWh MVA Hz
  megger contactor contactors busbar busbars switchgear TANESCO isolator isolators ohm ohms
  multimeter lux 3-phase star-delta autotransformer earthing
  AutoCAD Revit C15 C20 C25 C30 C35 BRC DPC DPM formwork stirrup stirrups culvert hardcore murram
  blinding gabion theodolite GPS GIS BOQ
  chamfer chamfered chamfering CNC rpm vernier hacksaw gearbox MIG TIG SMAW NDT
  pH TDS BOD COD ppm titration HPLC
  VLAN VLANs LAN WAN VPN DNS DHCP SSL TLS API APIs SQL MySQL PostgreSQL nginx certbot Ubuntu
  Django Cisco Linux GitHub Git JavaScript TypeScript HTML CSS PHP IP UI URL Wi-Fi backend
  frontend ping iperf nmap traceroute ipconfig ifconfig nslookup SSH PSU PSUs PCB PCBs CCTV LCD CPU GPU RAM SSD HDD USB ISP NAS ERP POS PV DB MDB SMDB
  BTS OTDR GSM LTE RF fibre SFP ODF
  XRF AAS PPE LOTO HSE SAG CIL pyrite
  R&D ICT PT CoET UDSM
  stator stators bund bunds rebar rebars purlin purlins downlight downlights luminaire luminaires
  setout repo repos tailings calliper callipers shaper busduct subboard payloader soakaway chainage
  kerb kerbs dockerfile webhook webhooks pulveriser hydrocyclone micrometre
`);

/** Lower-case term → the spelling we write (DOL, kVA, AutoCAD, megger). */
export const TECHNICAL_TERMS: ReadonlyMap<string, string> = new Map(
  TERM_LIST.map((term) => [term.toLowerCase(), term]),
);

/** A number glued to a unit keeps its digits; only the unit's casing is fixed (250kva → 250kVA). */
export const UNIT_CASING: ReadonlyMap<string, string> = new Map(
  words('kVA kV kW kWh MVA MW Hz MPa kN').map((unit) => [unit.toLowerCase(), unit]),
);

// Swahili words students mix into their logs (kazi = work, fundi = technician, wakala = agent;
// the list is in @ptlog/shared rules/swahili.ts, which the export's Kiswahili warning reads too).
// They are never spell-checked, and a sentence with several of them is left as written apart
// from its capital letter and full stop.
export { SWAHILI_WORDS };

/** Words that mark a sentence as Swahili when two or more of them occur (not loan words). */
const SWAHILI_MARKERS: ReadonlySet<string> = new Set(
  [...SWAHILI_WORDS].filter((word) => !['taa', 'ya', 'wa', 'la', 'saa'].includes(word)),
);

export function isSwahiliSentence(lowerWords: string[]): boolean {
  let count = 0;
  for (const word of lowerWords) if (SWAHILI_MARKERS.has(word)) count += 1;
  return count >= 2 || (count === 1 && lowerWords.length <= 2);
}

/** True when the lower-case word must be kept as the student typed it (apart from term casing). */
export function isProtectedWord(lower: string): boolean {
  return TECHNICAL_TERMS.has(lower) || SWAHILI_WORDS.has(lower);
}

/**
 * Whether a whole entry reads as Swahili: at least half of its sentences do. Such an entry is the
 * student's own words, left as typed; it never names the main job, gives no step and is not
 * quoted inside the English summary (main-job.ts, operations.ts, summary.ts).
 */
export function isSwahiliText(text: string): boolean {
  const sentences = text
    .toLowerCase()
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.match(/\p{L}+/gu) ?? [])
    .filter((sentenceWords) => sentenceWords.length > 0);
  const swahili = sentences.filter(isSwahiliSentence).length;
  return swahili > 0 && swahili * 2 >= sentences.length;
}
