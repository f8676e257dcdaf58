import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpeller, type TSpeller } from '../src/dictionary';
import { suggestTitle } from '../src/main-job';
import { suggestOperations } from '../src/operations';
import { polishText } from '../src/polish';

// A command joined by "and", "then" or ", and" to a lead we put in the past is in the past too,
// while the many work verbs that are also nouns ("test results", "check valves") stay as typed.

let speller: TSpeller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const entry = (text: string) => polishText(speller, text, { firstPersonPast: true });

describe('a command joined to a past lead', () => {
  it('is put in the past after an activity lead', () => {
    expect(entry('mantenance of the cooling pump and change the seal')).toBe(
      'I carried out maintenance of the cooling pump and changed the seal.',
    );
    expect(entry('wiring of distribution board with technician and label the circuits')).toBe(
      'I carried out wiring of the distribution board with the technician and labelled the circuits.',
    );
    expect(entry('maintenance of pump and change seal')).toBe(
      'I carried out maintenance of the pump and changed the seal.',
    );
    expect(entry('maintenance of pump and then replace all bolts')).toBe(
      'I carried out maintenance of the pump and then replaced all bolts.',
    );
  });

  it('is put in the past after ", and" or ", and then"', () => {
    expect(entry('mantenance of pump, and change the seal')).toBe(
      'I carried out maintenance of the pump, and changed the seal.',
    );
    expect(entry('replace the fuse, and then test it')).toBe(
      'I replaced the fuse, and then tested it.',
    );
  });

  it('is put in the past after a noun that looks like a verb, and after "we check and"', () => {
    expect(entry('megger test and record readings')).toBe(
      'I carried out a megger test and recorded readings.',
    );
    expect(entry('maintenance of pump and test with multimeter')).toBe(
      'I carried out maintenance of the pump and tested with the multimeter.',
    );
    expect(entry('we check and test the motor')).toBe('We checked and tested the motor.');
    expect(entry('we check and the motor was ok')).toBe('We checked and the motor was ok.');
  });

  it('uses British spelling and reads "travel to"', () => {
    expect(entry('label the cables and travel to site')).toBe(
      'I labelled the cables and travelled to site.',
    );
    expect(entry('wiring of board and label circuits')).toBe(
      'I carried out wiring of the board and labelled circuits.',
    );
  });

  it('leaves nouns after "and" as typed', () => {
    expect(entry('maintenance of pump and test results')).toBe(
      'I carried out maintenance of the pump and test results.',
    );
    expect(entry('replace bearing and check valves')).toBe(
      'I replaced the bearing and check valves.',
    );
    expect(entry('install cable and cable trays')).toBe('I installed the cable and cable trays.');
    expect(entry('install cable, and cable trays')).toBe('I installed the cable, and cable trays.');
    expect(entry('fix pump and the change')).toBe('I fixed the pump and the change.');
    expect(entry('installation of panel and earth rod')).toBe(
      'I carried out installation of the panel and earth rod.',
    );
    expect(entry('maintenance of motor and start capacitor')).toBe(
      'I carried out maintenance of the motor and start capacitor.',
    );
    expect(entry('replace bearing and test lamp')).toBe('I replaced the bearing and test lamp.');
    expect(entry('repair of roof and work on gutters')).toBe(
      'I carried out repair of the roof and work on gutters.',
    );
    expect(entry('maintenance of pump and test on motor')).toBe(
      'I carried out maintenance of the pump and test on motor.',
    );
  });

  it('leaves verbs after "to" or a modal as typed', () => {
    expect(entry('i was asked to check and test the motor')).toBe(
      'I was asked to check and test the motor.',
    );
    expect(entry('I learned how to strip and crimp the cable')).toBe(
      'I learned how to strip and crimp the cable.',
    );
    expect(entry('I will test and label the circuits tomorrow')).toBe(
      'I will test and label the circuits tomorrow.',
    );
    expect(entry('I will test the motor, and label the circuits')).toBe(
      'I will test the motor, and label the circuits.',
    );
  });

  it('gives suggested operations and titles in the past / British -ing', () => {
    const text = entry('wiring of distribution board with technician and label the circuits');
    expect(suggestOperations([{ text, hours: 8 }], [0]).map((op) => op.description)).toEqual([
      'Carried out wiring of the distribution board with the technician.',
      'Labelled the circuits.',
    ]);
    expect(suggestTitle(entry('label the cables and travel to site'))).toBe(
      'Labelling the cables and travelling to site',
    );
  });
});

describe('other fixes from the golden review', () => {
  it('writes "install of" as the noun', () => {
    expect(entry('this week i worked on motor maintanance and instal of cables')).toBe(
      'This week I worked on motor maintenance and installation of cables.',
    );
    expect(entry('Instal of cables in workshop')).toBe(
      'I carried out installation of cables in workshop.',
    );
    expect(entry('install the cables')).toBe('I installed the cables.');
  });

  it('reads "setting out" as one activity', () => {
    expect(entry('site visit, setting out of foundation using total station and pegs')).toBe(
      'I went on a site visit and carried out setting out of the foundation using total station and pegs.',
    );
    expect(entry('the setting out was done')).toBe('The setting out was done.');
  });
});
