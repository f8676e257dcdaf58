import { afterAll, describe, expect, it } from 'vitest';
import type { TExportDocument } from '../src/features/export/export.model';
import { createExportRenderer } from '../src/features/export/render-pool';
import { docxContent, pdfWords } from './helpers/export-files';

const document: TExportDocument = {
  kind: 'weekly',
  college: 'School of Mines and Geosciences (SoMG)',
  student: {
    fullName: 'Rehema Saning’o',
    registrationNumber: '2021-06-00042',
    program: 'Mining Engineering',
    ptPhase: 'Practical Training 3',
    company: 'Geita Gold Mine',
    region: 'Geita',
    supervisor: 'Eng. Shija',
  },
  weeks: [
    {
      weekNumber: 5,
      startDate: '2026-03-30',
      endDate: '2026-04-03',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((label, index) => ({
        label,
        date: `2026-0${index < 2 ? '3-3' : '4-0'}${index < 2 ? index : index - 1}`,
        description: index === 2 ? '' : `Drilling pattern layout, bench ${index + 1}.`,
        hours: index === 2 ? 0 : 8,
      })),
      totalHours: 32,
      mainJobTitle: 'Blast hole drilling',
      operations: [{ step: 1, description: 'Mark the holes', tools: 'Tape, paint' }],
    },
  ],
  code: 'ABCDE12345',
  verifyUrl: 'http://localhost:3000/verify/ABCDE12345',
  generatedAt: '18-03-2026 10:00',
};

describe('export render pool (worker threads)', () => {
  const pool = createExportRenderer(1);
  afterAll(() => pool.close());

  it('renders PDF and DOCX in a worker thread, several at once', async () => {
    const now = new Date();
    const [pdf, docx, again] = await Promise.all([
      pool.render(document, 'pdf', now),
      pool.render(document, 'docx', now),
      pool.render(document, 'pdf', now),
    ]);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    const words = await pdfWords(pdf);
    expect(words).toContain('School of Mines and Geosciences (SoMG)');
    expect(words).toContain('Drilling pattern layout, bench 4.');
    expect(words).toContain('Rehema Saning’o');
    expect(words).toContain('BLAST HOLE DRILLING');
    expect((await docxContent(docx)).words).toContain('Drilling pattern layout, bench 1.');
    expect(again.length).toBeGreaterThan(1000);
  });

  it('stops a worker left idle, and starts one again for the next export', async () => {
    const brief = createExportRenderer(1, 300);
    try {
      expect(brief.threads()).toBe(0);
      await brief.render(document, 'pdf', new Date());
      expect(brief.threads()).toBe(1);
      await expect.poll(() => brief.threads(), { timeout: 5_000 }).toBe(0);
      const pdf = await brief.render(document, 'pdf', new Date());
      expect(await pdfWords(pdf)).toContain('Mark the holes Tape, paint');
      expect(brief.threads()).toBe(1);
    } finally {
      await brief.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = createExportRenderer(1);
    await closing.close();
    await expect(closing.render(document, 'pdf', new Date())).rejects.toThrow('closed');
  });

  it('renders on the main thread with 0 workers', async () => {
    const inline = createExportRenderer(0);
    const pdf = await inline.render(document, 'pdf', new Date());
    expect(await pdfWords(pdf)).toContain('Mark the holes Tape, paint');
    await inline.close();
  });
});
