import { beforeAll, describe, expect, it } from 'vitest';
import { actionOf } from '../src/clauses';
import { loadSpeller, type TSpeller } from '../src/dictionary';
import { suggestTitle } from '../src/main-job';
import { suggestOperations } from '../src/operations';
import { polishText } from '../src/polish';
import { correctWord } from '../src/spelling';
import { SWAHILI_ADVICE, suggestImprovements } from '../src/suggestions';
import { composeSummary } from '../src/summary';
import { findTools, mergeTools } from '../src/tools';

// The local provider's writing rules one by one: what they change and, as important, what they
// must leave as the student wrote it.

let speller: TSpeller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const fix = (word: string, sentenceStart = false) => correctWord(speller, word, sentenceStart);
const entry = (text: string) => polishText(speller, text, { firstPersonPast: true });

describe('spelling', () => {
  it('fixes one-edit typos and curated misspellings', () => {
    expect(fix('instal')).toBe('install');
    expect(fix('tecnician')).toBe('technician');
    expect(fix('conectivity')).toBe('connectivity');
    expect(fix('maintainance')).toBe('maintenance');
    expect(fix('meggar')).toBe('megger');
    expect(fix('Replce', true)).toBe('Replace');
  });

  it('leaves a word as typed when the fix is not clear', () => {
    expect(fix('walikuja')).toBe('walikuja'); // Swahili, nothing close in English
    expect(fix('Juma', true)).toBe('Juma'); // a name, not "jump"
    expect(fix('Tanzania')).toBe('Tanzania');
    expect(fix('psus')).toBe('PSUs'); // an abbreviation, not "puss"
    expect(fix('tets')).toBe('tets'); // teats, tents or tests?
    expect(fix('titrated')).toBe('titrated'); // not "nitrated": a wrong first letter is not fixed
    expect(fix('carburettor')).toBe('carburettor'); // British, like fibre
  });

  it('prefers the -or noun to the verb, and fixes a swap in a four-letter word', () => {
    expect(fix('isolater')).toBe('isolator'); // not "isolate"; isolator is a trade term
    expect(fix('conducter')).toBe('conductor'); // not "conducted"
    expect(fix('couplling')).toBe('coupling'); // three l's are a typo, not British -ll-
    expect(fix('tset')).toBe('test');
  });

  it('searches a bounded number of unknown words per request, cached or not', () => {
    expect(fix('instal')).toBe('install'); // now cached
    const budget = { unknownWords: 1 };
    expect(correctWord(speller, 'tecnician', false, budget)).toBe('technician');
    expect(correctWord(speller, 'instal', false, budget)).toBe('instal'); // same answer cold or warm
    expect(correctWord(speller, 'maintainance', false, budget)).toBe('maintenance'); // curated
  });

  it('keeps British spellings, units and numbers', () => {
    for (const word of ['fibre', 'metre', 'colour', 'analyse', 'labelled', 'programme']) {
      expect(fix(word)).toBe(word);
    }
    expect(fix('75mm')).toBe('75mm');
    expect(fix('250kva')).toBe('250kVA');
    expect(fix('3phase')).toBe('3-phase');
    expect(fix('C25')).toBe('C25');
  });
});

describe('sentences', () => {
  it('tidies spacing and punctuation without touching symbols', () => {
    expect(entry('i checked  the motor ,it was ok')).toBe('I checked the motor. It was ok.');
    expect(entry('cost was 1,000 shillings & 7.5 hours')).toBe(
      'The cost was 1,000 shillings & 7.5 hours.',
    );
    expect(entry('- instal cable\n- test motor')).toBe(
      '- I installed the cable.\n- I tested the motor.',
    );
  });

  it('expands abbreviations only where their meaning is clear', () => {
    expect(entry('turning of shaft to 45mm dia')).toContain('45mm diameter');
    expect(entry('recorded temp readings')).toContain('temperature readings');
    expect(entry('fixed a temp connection')).toContain('temp connection');
  });

  it('rewrites commands and activities in the first person past tense', () => {
    expect(entry('servicing of generator 250kva, change oil and filters')).toBe(
      'I carried out servicing of the generator 250kVA and changed the oil and filters.',
    );
    expect(entry('trouble shooting of DOL starter, contactor coil was burnt we replaced it')).toBe(
      'I carried out troubleshooting of the DOL starter. The contactor coil was burnt and we replaced it.',
    );
    expect(entry('we did earthing of new transformer at substation')).toBe(
      'We did earthing of the new transformer at the substation.',
    );
    expect(entry('I was paint the gate')).toBe('I painted the gate.');
  });

  it('adds no article after of/at/with/from where the student already writes articles', () => {
    const cases: Array<[string, string]> = [
      ['We cured the slab with wet hessian.', 'We cured the slab with wet hessian.'],
      [
        'cleaned the filter, maintenance of pump',
        'I cleaned the filter and carried out maintenance of the pump.',
      ],
      ['We were open on Saturday.', 'We were open on Saturday.'], // "open" without an object
    ];
    for (const [typed, polished] of cases) expect(entry(typed)).toBe(polished);
  });

  it('puts verbs after a subject, a gerund with an object and "and" in the past', () => {
    expect(entry('the machine was not working so we check the fuse and found it blown')).toBe(
      'The machine was not working so we checked the fuse and found it blown.',
    );
    expect(entry('today i learn how to use autocad')).toBe('Today I learned how to use AutoCAD.');
    expect(entry('painting the steel structure with primer')).toBe(
      'I painted the steel structure with primer.',
    );
    expect(entry('dismantle gearbox, replace worn gears, assemble back')).toBe(
      'I dismantled the gearbox, replaced worn gears and assembled back.',
    );
    expect(entry('supervisor showed us the drawings')).toBe(
      'The supervisor showed us the drawings.',
    );
    expect(entry('underground visit, safety induction.')).toBe(
      'I went on an underground visit and attended a safety induction.',
    );
  });

  it('reads pieces of work before an activity as one list, which its own "and" ends', () => {
    // A work verb's -ing word is an item of the list, not a sentence of its own ("Dismantling.").
    expect(entry('dismantling of motor, cleaning of bearings')).toBe(
      'I carried out dismantling of the motor and cleaning of bearings.',
    );
    expect(entry('Motor dismantling, cleaning and greasing of bearings.')).toBe(
      'I carried out motor dismantling, cleaning and greasing of bearings.',
    );
    // The last item's own "and" ends the list: the comma before it stays.
    expect(
      entry('Installation, testing and commissioning of the new panel, and change the fuse'),
    ).toBe(
      'I carried out installation, testing and commissioning of the new panel, and changed the fuse.',
    );
    // Not a piece of work: as before.
    expect(entry('Safety briefing, cleaning of workshop')).toBe(
      'Safety briefing. I carried out cleaning of the workshop.',
    );
    expect(entry('installed cables, tested motor')).toBe(
      'I installed cables and tested the motor.',
    );
  });

  it('adds no article to a skill that is learned or to an activity named by its -ing word', () => {
    expect(entry('i learn cable jointing')).toBe('I learned cable jointing.');
    expect(entry('learned motor control')).toBe('I learned motor control.');
    expect(entry('I supervised pipe welding at the site.')).toBe(
      'I supervised pipe welding at the site.',
    );
    // A part named by an -ing word takes one like any part; a participle starts its own clause.
    expect(entry('replaced motor housing')).toBe('I replaced the motor housing.');
    expect(entry('tested motor winding')).toBe('I tested the motor winding.');
    expect(entry('site visit, setting out of foundation using total station and pegs')).toBe(
      'I went on a site visit and carried out setting out of the foundation using total station and pegs.',
    );
  });

  it('leaves text it cannot read with confidence as written', () => {
    expect(entry('public holiday')).toBe('Public holiday.');
    // The day is the subject: no "I" before it ("I today was public holiday").
    expect(entry('today was public holiday')).toBe('Today was public holiday.');
    expect(entry('Yesterday was busy, we fixed the pump')).toBe(
      'Yesterday was busy. We fixed the pump.',
    );
    expect(entry('today was given a new task')).toBe('Today I was given a new task.');
    expect(entry('yesterday was assigned to the substation')).toBe(
      'Yesterday I was assigned to the substation.',
    );
    expect(entry('mixing concrete ratio 1:2:4 at 10:30')).toBe(
      'Mixing concrete ratio 1:2:4 at 10:30.',
    );
    expect(entry('tested connectivity with ping')).toBe('I tested connectivity with ping.');
    expect(
      entry("R&D meeting about the new culvert design; the engineer's comments on drainage"),
    ).toBe("R&D meeting about the new culvert design; the engineer's comments on drainage.");
  });
});

describe('tools', () => {
  it('finds the tools named in a text, longest name first, each once', () => {
    expect(
      findTools('setting out using total station and pegs, then a megger and the Megger'),
    ).toEqual(['total station', 'pegs', 'Megger']);
    expect(findTools('core logging of drill holes, arc welding')).toEqual([]);
    expect(findTools('training on use of fire extinguisher')).toEqual(['fire extinguisher']);
  });

  it('keeps the student’s own tools first', () => {
    expect(mergeTools('spanner, Multimeter', ['multimeter', 'Megger'])).toBe(
      'spanner, Multimeter, Megger',
    );
  });
});

describe('summary', () => {
  it('uses only the entries, and hours only as their sum', () => {
    const summary = composeSummary(
      ['I installed a new cable.', 'Public holiday.', 'I tested the motor.'],
      { weekNumber: 2, company: 'TANESCO', hours: [8, 0, 6.5] },
    );
    expect(summary).toBe(
      'In week 2 at TANESCO, my main work was installing a new cable. I also worked on testing the motor. Other entries in my log: public holiday. In total I logged 14.5 hours over 2 days.',
    );
  });

  it('is empty without entries', () => {
    expect(composeSummary([], { weekNumber: 1, company: 'X', hours: [] })).toBe('');
  });
});

describe('"I was …" and "I had …" are no action', () => {
  it('takes the -ing work after "was", with its place, as the action', () => {
    expect(actionOf('I was in the workshop helping to rewind motor.')).toBe(
      'helped to rewind motor in the workshop',
    );
    expect(actionOf('This week I was at the substation helping the technician.')).toBe(
      'helped the technician at the substation',
    );
    expect(actionOf('I was installing sockets and testing circuits.')).toBe(
      'installed sockets and tested circuits',
    );
    expect(actionOf('I was in the building helping fundi.')).toBe('helped fundi in the building');
  });

  it('gives no action for where the student was or what they had', () => {
    for (const sentence of [
      'I was at the substation.',
      'We were at the site.',
      'I was in charge of wiring.',
      'I was assigned to the workshop.',
      'I had a meeting with the site engineer.',
      'We have a new transformer.',
      'I am in the workshop.',
    ]) {
      expect(actionOf(sentence)).toBeNull();
    }
  });

  it('names the main job and the steps by the work, not by "was"', () => {
    expect(suggestTitle('I was at the substation. We replaced the faulty breaker.')).toBe(
      'Replacing the faulty breaker',
    );
    expect(suggestTitle('I was in the workshop rewinding motor.')).toBe(
      'Rewinding motor in the workshop',
    );
    const entries = [
      { text: 'I was at the substation. We replaced the faulty breaker.', hours: 8 },
      { text: 'I had a meeting with the site engineer.', hours: 4 },
    ];
    expect(suggestOperations(entries, [0, 1])).toEqual([
      { description: 'Replaced the faulty breaker.', tools: '' },
    ]);
  });

  it('never writes "my main work was was", and reads "we" after "I was at …" as the student', () => {
    const summary = composeSummary(
      [
        'I was in the workshop helping to rewind motor.',
        'I was at the substation. We replaced the faulty breaker.',
        'I was absent.',
        'We did earthing of the new transformer.',
      ],
      { weekNumber: 2, company: 'TANESCO', hours: [8, 8, 0, 6] },
    );
    expect(summary).toBe(
      'In week 2 at TANESCO, my main work was helping to rewind motor in the workshop. I also worked on replacing the faulty breaker. Other entries in my log: I was absent and we did earthing of the new transformer. In total I logged 22 hours over 3 days.',
    );
    expect(
      composeSummary(['I was at the substation.'], { weekNumber: 2, company: null, hours: [] }),
    ).toBe('In week 2, my log book entries were: I was at the substation.');
  });
});

describe('suggestions', () => {
  it('asks nothing of a day without work except its full stop', () => {
    expect(suggestImprovements(speller, 'public holiday')).toEqual([
      'Start with a capital letter and end with a full stop.',
    ]);
    expect(suggestImprovements(speller, 'nilisaidia fundi kufunga taa')).toEqual([SWAHILI_ADVICE]);
  });
});
