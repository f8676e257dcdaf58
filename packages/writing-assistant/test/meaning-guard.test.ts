// The facts guard refuses answers that change what the student wrote (who, how many, whether,
// what happened) or that talk about themselves, and still accepts an ordinary polish: what the
// server checks on every text answer (keepsFacts and keepsContent) and on every weekly day.
import { describe, expect, it } from 'vitest';
import { keepsFacts } from '../src/facts';
import { keepsContent } from '../src/overlap';

const accepted = (typed: string, written: string) =>
  keepsFacts(typed, written) && keepsContent(typed, written);

describe('facts guard: answers that change the meaning', () => {
  it.each([
    [
      'a short word one letter away, another first letter',
      'cleaned the pump',
      'I cleaned the dump.',
    ],
    [
      'a changed name at the start of a sentence',
      'Juma and I replaced the fuse at the substation',
      'Baraka and I replaced the fuse at the substation.',
    ],
    [
      'a changed number word',
      'we replaced two bearings and tested the motor',
      'We replaced three bearings and tested the motor.',
    ],
    [
      'a changed Kiswahili number word',
      'tulibadilisha taa mbili za ofisi',
      'Tulibadilisha taa tatu za ofisi.',
    ],
    [
      'a dropped negation',
      'checked the motor, it was not faulty',
      'I checked the motor, it was faulty.',
    ],
    [
      'an added negation',
      'the RCD tripped during the test',
      'The RCD never tripped during the test.',
    ],
    [
      'a model talking about itself',
      'check the conveyer belt and replce bearing',
      'As an AI language model, I cannot verify this, but here is the improved entry: I checked the conveyor belt and replaced the bearing.',
    ],
    [
      'invented names in place of the student’s',
      'Juma and I repaired the motor at Mwanza',
      'Eng. Baraka Mwita from Songas and I repaired the motor at Mwanza.',
    ],
    [
      'invented names next to the student’s',
      'assist fundi Juma to repair motor of 15kW at Mwanza',
      'I assisted Juma and Eng. Baraka Mwita from Songas to repair the 15kW motor at Mwanza.',
    ],
    [
      'an invented event',
      'checked the pump at the intake',
      'I checked the pump at the intake. The pump failed and exploded.',
    ],
    [
      'half of the actions dropped',
      'replaced the bearing, greased the shaft, aligned the coupling and tested the motor',
      'I replaced the bearing and greased the shaft.',
    ],
    [
      'a Kiswahili answer with an added tool and brand',
      'tulipima voltage ya transformer',
      'Tulipima voltage ya transformer kwa multimeter ya Fluke.',
    ],
  ])('refuses %s', (_, typed, written) => {
    expect(accepted(typed, written)).toBe(false);
  });
});

describe('facts guard: ordinary polish', () => {
  it.each([
    ['i done the wiring', 'I did the wiring.'],
    // A short misspelt word corrected: "fixd" and "fixed" are one letter apart.
    ['i fixd the pump', 'I fixed the pump.'],
    ['Juma and me replace the fuse', 'Juma and I replaced the fuse.'],
    [
      'instal new cable, mantenance of pump',
      'I installed a new cable and carried out maintenance of the pump.',
    ],
    ['Replce bearing of conveyer', 'I replaced the bearing of the conveyor.'],
    [
      'we was testing the cables with megger, reading was 500Mohm',
      'We were testing the cables with a megger, and the reading was 500Mohm.',
    ],
    [
      'no work today, supervisor was absent',
      'There was no work today because the supervisor was absent.',
    ],
    [
      'attended meeting with Eng. Neema about the SCADA upgrade',
      'I attended a meeting with Eng. Neema about the SCADA upgrade.',
    ],
    [
      'worked on the UPS batteries, 12V each, replaced two',
      'I worked on the UPS batteries, 12V each, and replaced two of them.',
    ],
    ['leo tulifanya maintenance ya pump', 'Leo tulifanya maintenance ya pump.'],
    [
      'configured cisco switch and tested wifi',
      'I configured the Cisco switch and tested the Wi-Fi.',
    ],
    ['the motor didnt start', 'The motor did not start.'],
  ])('accepts %s → %s', (typed, written) => {
    expect(accepted(typed, written)).toBe(true);
  });
});
