// The example outline of the general report (spec 2 §2 /general-report: the two chapters The
// Company and The Process), as a Word document with real headings a student can write under.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { FONT, LINE_15, MARGIN, para } from './docx-kit';
import { DOCX_FONT } from './fonts';

interface TOutlineSection {
  heading: string;
  guidance: string;
}

interface TOutlineChapter {
  title: string;
  intro: string;
  sections: TOutlineSection[];
}

export const OUTLINE_CHAPTERS: readonly TOutlineChapter[] = [
  {
    title: 'Chapter 1: The Company',
    intro:
      'Describe the organisation where you did your practical training, so that a reader who has never been there understands what it does and where you fitted in.',
    sections: [
      {
        heading: '1.1 Background of the company',
        guidance:
          'When and by whom it was founded, its ownership, location and size, and what it is known for.',
      },
      {
        heading: '1.2 Vision, mission and objectives',
        guidance:
          'Quote them as the company states them, then say in your own words what they mean in practice.',
      },
      {
        heading: '1.3 Organisation structure',
        guidance:
          'Draw the organisation chart from the top management to the sections, and mark the section where you worked.',
      },
      {
        heading: '1.4 Departments and their functions',
        guidance:
          'One short paragraph per department: what it is responsible for and how it works with the others.',
      },
      {
        heading: '1.5 Products and services',
        guidance:
          'What the company produces or provides, for whom, and in what quantities where you know them.',
      },
      {
        heading: '1.6 Health, safety and environment',
        guidance:
          'The safety rules, protective equipment and environmental measures you saw applied on site.',
      },
    ],
  },
  {
    title: 'Chapter 2: The Process',
    intro:
      "Explain the main processes, machines and methods you worked with. Build this chapter from your log book: the daily entries and each week's main job and operations are your notes.",
    sections: [
      {
        heading: '2.1 Overview of the main process',
        guidance:
          'A block diagram of the whole process from input to output, with one sentence for each block.',
      },
      {
        heading: '2.2 The process step by step',
        guidance:
          'Each stage in order: what happens, why, and the conditions (temperatures, voltages, times, quantities) you measured or were told.',
      },
      {
        heading: '2.3 Machines, tools and equipment',
        guidance:
          'The main equipment of each stage: its purpose, its important ratings and how it is operated and maintained.',
      },
      {
        heading: '2.4 Work I did',
        guidance:
          'The main jobs from your log book, each with its operations and tools, and what you did yourself.',
      },
      {
        heading: '2.5 Quality control and testing',
        guidance:
          'How the company checks that the work or the product is right: tests, standards and records.',
      },
      {
        heading: '2.6 Problems observed and suggested improvements',
        guidance:
          'Problems you saw in the process, their likely causes, and practical improvements you suggest.',
      },
    ],
  },
];

const AFTER_CHAPTERS = [
  'Conclusion and recommendations: what you learned and what you recommend to the company and to the university.',
  'References: every document, manual or website you used.',
  'Appendices: drawings, data sheets and photographs (with permission), referred to from the chapters.',
];

function heading(
  text: string,
  level: (typeof HeadingLevel)[keyof typeof HeadingLevel],
  pageBreak = false,
) {
  return new Paragraph({
    heading: level,
    pageBreakBefore: pageBreak,
    spacing: { before: 240, after: 120 },
    children: [new TextRun({ text, bold: true })],
  });
}

function guidance(text: string) {
  return new Paragraph({
    spacing: { after: 200, line: LINE_15 },
    children: [new TextRun({ text, italics: true, color: '555555' })],
  });
}

/** The outline as a DOCX file: title, how to use it, the two chapters with their guidance. */
export async function renderGeneralReportOutline(): Promise<Buffer> {
  const children: Paragraph[] = [
    para('GENERAL REPORT', { bold: true, size: FONT.coverTitle, align: AlignmentType.CENTER }),
    para('Example outline: Industrial Practical Training', {
      size: FONT.heading,
      align: AlignmentType.CENTER,
      after: 480,
    }),
    guidance(
      'Replace the grey guidance under each heading with your own text. Keep the headings and their numbers; add sub-headings where a section grows long.',
    ),
  ];
  OUTLINE_CHAPTERS.forEach((chapter, index) => {
    children.push(
      heading(chapter.title, HeadingLevel.HEADING_1, index > 0),
      guidance(chapter.intro),
    );
    for (const section of chapter.sections) {
      children.push(heading(section.heading, HeadingLevel.HEADING_2), guidance(section.guidance));
    }
  });
  children.push(heading('After the chapters', HeadingLevel.HEADING_1, true));
  for (const line of AFTER_CHAPTERS) children.push(guidance(line));
  const doc = new Document({
    creator: 'PT Logbook',
    title: 'General report: example outline',
    styles: { default: { document: { run: { font: DOCX_FONT, size: FONT.body } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
