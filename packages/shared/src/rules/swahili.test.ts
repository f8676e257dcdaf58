import { describe, expect, it } from 'vitest';
import { isMostlySwahili, isSwahiliWord } from './swahili';

// Entries as students write them (the writing assistant's fixtures and the brief's examples).
const KISWAHILI = [
  'nilisaidia fundi kufunga taa za barabarani (street lights) na kupima voltage',
  'Leo tulibadilisha oil ya generator',
  'Kazi nzuri sana, tumemaliza ufungaji wa pampu leo & kesho.',
  'hakuna kazi leo',
  'Likizo',
];
const MIXED_MOSTLY_KISWAHILI = ['Tulifanya maintenance ya transformer na kubadilisha fuse'];
const MIXED_MOSTLY_ENGLISH = [
  'Leo we serviced the generator and changed the oil filters',
  'I helped the fundi to fix the pump.',
  'Went to the wakala na fundi',
];
const ENGLISH = [
  'instal new cable and test motor, mantenance of pump',
  'servicing of generator 250kva, change oil and filters',
  'R&D meeting about the new culvert design; the engineer’s comments on drainage',
  'public holiday',
  'Paid the welder at the wakala',
];
const ENGLISH_WITH_NAMES = [
  'Met Mr Juma Baraka and Eng. Neema Mwakyusa at the TANESCO substation',
  'Worked with Hadi and Amina on the Mwanza water pipeline',
];

describe('isMostlySwahili', () => {
  it('finds a day written in Kiswahili, and a mixed one that is mostly Kiswahili', () => {
    for (const text of [...KISWAHILI, ...MIXED_MOSTLY_KISWAHILI]) {
      expect(isMostlySwahili(text), text).toBe(true);
    }
  });

  it('leaves English days alone, with a Swahili word or a name in them', () => {
    for (const text of [...MIXED_MOSTLY_ENGLISH, ...ENGLISH, ...ENGLISH_WITH_NAMES]) {
      expect(isMostlySwahili(text), text).toBe(false);
    }
  });

  it('needs more than half of the words: half is not most', () => {
    expect(isMostlySwahili('kazi leo checked pumps')).toBe(false);
    expect(isMostlySwahili('kazi leo checked')).toBe(true);
  });

  it('says no for a text without words', () => {
    expect(isMostlySwahili('')).toBe(false);
    expect(isMostlySwahili('8 - 5 / 12')).toBe(false);
  });
});

describe('isSwahiliWord', () => {
  it('knows the listed words and conjugated verbs', () => {
    for (const word of ['kazi', 'ya', 'tulibadilisha', 'tumemaliza', 'wanafanya', 'kupima']) {
      expect(isSwahiliWord(word), word).toBe(true);
    }
  });

  it('does not take English words for verbs', () => {
    for (const word of [
      'alignment',
      'analysis',
      'antenna',
      'tuna',
      'water',
      'agenda',
      'umbrella',
    ]) {
      expect(isSwahiliWord(word), word).toBe(false);
    }
  });
});
