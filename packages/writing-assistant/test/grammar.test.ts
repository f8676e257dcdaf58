// The grammar pass (grammar.ts) rule by rule: what it fixes, the reason it gives, and what it must
// leave as the student wrote it.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpeller, type TSpeller } from '../src/dictionary';
import type { TGrammarNote } from '../src/grammar';
import { polishText } from '../src/polish';

let speller: TSpeller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const entry = (text: string) => polishText(speller, text, { firstPersonPast: true });
const plain = (text: string) => polishText(speller, text, { firstPersonPast: false });
function reasons(text: string): string[] {
  const notes: TGrammarNote[] = [];
  polishText(speller, text, { firstPersonPast: true, notes });
  return notes.map((note) => note.message);
}

describe('grammar pass', () => {
  it('removes a doubled word, but not "had had"', () => {
    expect(entry('I was checking the the cables')).toBe('I was checking the cables.');
    expect(plain('we laid the cable in in the trench')).toBe('We laid the cable in the trench.');
    expect(entry('The fuse had had a fault before.')).toBe('The fuse had had a fault before.');
    // Kiswahili doubles words: the holidays and "pole pole" keep both.
    expect(entry('It was Nane Nane holiday.')).toBe('It was Nane Nane holiday.');
    expect(entry('We worked on Saba Saba.')).toBe('We worked on Saba Saba.');
    expect(entry('I tested the pump pole pole.')).toBe('I tested the pump pole pole.');
    expect(reasons('checking the the cables')).toContain('Remove the repeated word: "the the".');
  });

  it('makes the verb agree with its subject', () => {
    expect(entry('We was told to wear PPE.')).toBe('We were told to wear PPE.');
    expect(entry('The bearings was worn out.')).toBe('The bearings were worn out.');
    expect(plain('the motors is running at 1450 rpm')).toBe('The motors are running at 1450 rpm.');
    expect(entry('She have checked the megger.')).toBe('She has checked the megger.');
    expect(entry('The supervisor have approved the drawings.')).toBe(
      'The supervisor has approved the drawings.',
    );
    expect(reasons('we was there')).toEqual(['Make the verb agree with its subject: were.']);
    // A singular noun or "bus"/"glass" is no plural; "the process was" stays.
    expect(entry('The process was slow.')).toBe('The process was slow.');
    expect(entry('The bus was late.')).toBe('The bus was late.');
  });

  it('puts "was" + a bare verb and the present after I/we in the past', () => {
    expect(entry('I was assist the technician')).toBe('I assisted the technician.');
    expect(entry('We was repair the conveyor belt.')).toBe('We repaired the conveyor belt.');
    expect(entry('Yesterday I install a new socket.')).toBe('Yesterday I installed a new socket.');
    expect(entry('In the morning we clean the workshop and arrange the tools.')).toBe(
      'In the morning we cleaned the workshop and arranged the tools.',
    );
    // Passive and adjectives after "was" stay.
    expect(entry('The feeder was reset by the operator.')).toBe(
      'The feeder was reset by the operator.',
    );
    expect(entry('I was set to work on the panel.')).toBe('I was set to work on the panel.');
    // Only in log entries: other texts keep their tense.
    expect(plain('I install sockets')).toBe('I install sockets.');
  });

  it('adds the article after a verb in the past, never before a name or plural', () => {
    expect(entry('I replaced bearing of the conveyor.')).toBe(
      'I replaced the bearing of the conveyor.',
    );
    expect(entry('We installed new socket in the office.')).toBe(
      'We installed a new socket in the office.',
    );
    expect(entry('We installed Ubuntu Server 22.04.')).toBe('We installed Ubuntu Server 22.04.');
    expect(entry('I crimped RJ45 connectors.')).toBe('I crimped RJ45 connectors.');
    expect(entry('The DPC was laid at 150 mm above the ground level.')).toBe(
      'The DPC was laid at 150 mm above the ground level.',
    );
    expect(entry('We did earthing of the transformer.')).toBe(
      'We did earthing of the transformer.',
    );
  });

  it('leaves a sentence with its own subject or verb alone', () => {
    expect(entry('Our supervisor, Eng. Neema Kimaro, approved the BOQ.')).toBe(
      'Our supervisor, Eng. Neema Kimaro, approved the BOQ.',
    );
    expect(entry('concrete casting of the slab started at 8 am')).toBe(
      'Concrete casting of the slab started at 8 am.',
    );
    expect(entry('I measured 240 V from phase to neutral.')).toBe(
      'I measured 240 V from phase to neutral.',
    );
  });
});
