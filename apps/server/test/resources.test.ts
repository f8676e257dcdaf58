import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERAL_DEPARTMENT, LIMITS, MESSAGES, PROGRAM_DEPARTMENTS } from '@ptlog/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles, resources } from '../src/db/schema';
import { bearer } from './helpers/accounts';
import { expectStatus, fieldErrorsOf, signedIn, signedInStaff } from './helpers/billing';
import { multipartForm, zipOf } from './helpers/broadcast';
import { buildTestApp } from './helpers/build-test-app';
import { builtOnce, perSuite } from './helpers/per-suite';
import { startTestS3Server } from './helpers/s3-server';

const dataDir = path.join(os.tmpdir(), `ptlog-resources-test-${process.pid}`);
const storeDir = path.join(dataDir, 'uploads', 'resources');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(['folder', 's3'] as const)('resources in the %s store', (storage) => {
  // Every test runs on both stores: the folder under DATA_DIR and a real S3-compatible bucket.
  const s3 = storage === 's3' ? perSuite(() => startTestS3Server()) : null;
  const testApp = perSuite(() =>
    buildTestApp(
      { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000', S3_URL: s3 ? s3.url : undefined },
      { deps: { print: () => undefined } },
    ),
  );
  const staff = builtOnce(() => signedInStaff(testApp));

  const ELECTRICAL = PROGRAM_DEPARTMENTS.ELECTRICAL;
  const CIVIL = PROGRAM_DEPARTMENTS.CIVIL;
  const LIST = '/api/reports/';

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const DOCX = zipOf([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: 'word/document.xml', data: xml('<w:document/>') },
  ]);
  const XLSX = zipOf([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: 'xl/workbook.xml', data: xml('<workbook/>') },
  ]);
  // The start of a Windows executable ("MZ", then the PE header's offset), renamed to .pdf.
  const EXE = Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200),
  ]);

  const FIELDS = {
    title: 'Log book template',
    department: ELECTRICAL,
    report_type: 'template',
    description: 'Fill one page per week.',
  };

  function upload(
    access: string,
    file: { name: string; bytes: Buffer; type?: string } | undefined,
    fields: Record<string, string> = FIELDS,
  ): Promise<LightMyRequestResponse> {
    const form = multipartForm(fields, file && { type: 'application/octet-stream', ...file });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: { ...form.headers, ...bearer(access) },
      payload: form.payload,
    });
  }

  /** A signed-in student whose profile is in `department` ('' = none). */
  async function studentOf(department: string) {
    const student = await signedIn(testApp);
    await testApp.db.insert(profiles).values({ userId: student.id, department });
    return student;
  }

  /** The stored resource files' names, in the folder or the bucket. */
  async function storedFiles(): Promise<string[]> {
    if (s3) {
      const keys = await s3.keys();
      return keys.filter((key) => key.startsWith('resources/')).map((key) => key.slice(10));
    }
    return existsSync(storeDir) ? readdirSync(storeDir) : [];
  }

  describe('POST /api/upload/', () => {
    it('answers 403 to a student and stores nothing', async () => {
      const student = await studentOf(ELECTRICAL);
      const response = await upload(student.access, { name: 'guide.pdf', bytes: PDF });
      expect(response.statusCode).toBe(403);
      expect(await testApp.db.select().from(resources)).toHaveLength(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a renamed executable, an empty file and an 11 MB file with their messages', async () => {
      const exe = await upload(staff.access, {
        name: 'template.pdf',
        bytes: EXE,
        type: 'application/pdf',
      });
      expect(await fieldErrorsOf(exe)).toEqual({ file: [MESSAGES.resources.fileType] });
      expect(exe.json().detail).toBe(MESSAGES.resources.fileType);

      const empty = await upload(staff.access, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
      expect(await fieldErrorsOf(empty)).toEqual({ file: [MESSAGES.resources.fileEmpty] });

      // A real PDF start, 11 MB long: refused by size whatever its content.
      const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
      const tooBig = await upload(staff.access, { name: 'big.pdf', bytes: big });
      expect(await expectStatus(tooBig, 413)).toEqual({
        detail: MESSAGES.resources.fileTooLarge,
        code: 'payload_too_large',
        errors: { file: [MESSAGES.resources.fileTooLarge] },
      });
      // Exactly one byte over the limit is refused too.
      const justOver = Buffer.concat([
        PDF,
        Buffer.alloc(LIMITS.RESOURCE_MAX_BYTES + 1 - PDF.length),
      ]);
      expect((await upload(staff.access, { name: 'over.pdf', bytes: justOver })).statusCode).toBe(
        413,
      );

      const missing = await upload(staff.access, undefined);
      expect(await fieldErrorsOf(missing)).toEqual({ file: [MESSAGES.resources.fileRequired] });

      expect(await testApp.db.select().from(resources)).toHaveLength(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('checks the text fields and names every problem at once', async () => {
      const response = await upload(
        staff.access,
        { name: 'a.pdf', bytes: PDF },
        { title: '  ', department: 'Moon Department', report_type: 'poster' },
      );
      expect(await fieldErrorsOf(response)).toEqual({
        title: [MESSAGES.resources.titleRequired],
        department: [MESSAGES.resources.departmentInvalid],
        report_type: [MESSAGES.resources.typeInvalid],
      });
      const notMultipart = await staff.call('POST', '/api/upload/', FIELDS);
      expect(notMultipart.statusCode).toBe(415);
      expect(await testApp.db.select().from(resources)).toHaveLength(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('accepts PDF, DOCX, XLSX, PNG and JPEG by content, under server-made names', async () => {
      const kinds: [string, Buffer, string][] = [
        ['pdf', PDF, 'notes.bin'],
        ['docx', DOCX, 'outline.docx'],
        ['xlsx', XLSX, 'hours.xlsx'],
        ['png', PNG, 'diagram.png'],
        ['jpg', JPEG, '../../photo.jpeg'],
      ];
      for (const [kind, bytes, name] of kinds) {
        const body = await expectStatus(
          await upload(staff.access, { name, bytes }, { ...FIELDS, title: `Kind ${kind}` }),
          201,
        );
        expect(body).toMatchObject({
          title: `Kind ${kind}`,
          file_kind: kind,
          file_name: `Kind-${kind}.${kind}`,
          file_size: bytes.length,
          department: ELECTRICAL,
          report_type: 'template',
          description: 'Fill one page per week.',
          uploaded_by_name: 'Grace Staff',
          file_url: `/api/reports/resources/${body.id}/file/`,
        });
      }
      const names = await storedFiles();
      expect(names).toHaveLength(5);
      for (const name of names)
        expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.(pdf|docx|xlsx|png|jpg)$/);
      await testApp.db.delete(resources);
    });
  });

  describe('GET /api/reports/ and the file', () => {
    /** An empty library, then one guideline for Electrical and one log for Civil. */
    async function electricalAndCivilResources() {
      await testApp.db.delete(resources);
      const forElectrical = await expectStatus(
        await upload(
          staff.access,
          { name: 'a.pdf', bytes: PDF },
          { ...FIELDS, title: 'Wiring guide', report_type: 'guideline' },
        ),
        201,
      );
      const forCivil = await expectStatus(
        await upload(
          staff.access,
          { name: 'b.pdf', bytes: PDF },
          { ...FIELDS, title: 'Concrete log', department: CIVIL },
        ),
        201,
      );
      return { forElectrical, forCivil };
    }

    it("lists a department's resources to its students only, and all-departments ones to everyone", async () => {
      const { forElectrical, forCivil } = await electricalAndCivilResources();
      const forAll = await expectStatus(
        await upload(
          staff.access,
          { name: 'c.docx', bytes: DOCX },
          { title: 'Report outline', report_type: 'example' },
        ),
        201,
      );
      expect(forAll.department).toBe('');

      const electrical = await studentOf(ELECTRICAL);
      const civil = await studentOf(CIVIL);
      const general = await studentOf(GENERAL_DEPARTMENT);
      const ids = async (client: typeof electrical, query = '') => {
        const page = await expectStatus(await client.call('GET', `${LIST}${query}`), 200);
        return page.results.map((item: { id: number }) => item.id);
      };
      expect(await ids(electrical)).toEqual([forAll.id, forElectrical.id]);
      expect(await ids(civil)).toEqual([forAll.id, forCivil.id]);
      expect(await ids(general)).toEqual([forAll.id]);
      // Whatever the filter says, another department's resources stay hidden.
      expect(await ids(civil, `?department=${encodeURIComponent(ELECTRICAL)}`)).toEqual([]);
      expect(await ids(electrical, `?department=${encodeURIComponent(ELECTRICAL)}`)).toEqual([
        forElectrical.id,
      ]);
      // Filters and search.
      expect(await ids(electrical, '?report_type=guideline')).toEqual([forElectrical.id]);
      expect(await ids(electrical, '?search=OUTLINE')).toEqual([forAll.id]);
      expect(await ids(electrical, '?search=wiring&report_type=example')).toEqual([]);
      expect(await ids(staff, '')).toEqual([forAll.id, forCivil.id, forElectrical.id]);
      expect(await ids(staff, `?department=${encodeURIComponent(CIVIL)}`)).toEqual([forCivil.id]);
      // The filter compares departments as the lists do: trimmed, in any letter case.
      const typed = encodeURIComponent(` ${CIVIL.toUpperCase()}`);
      expect(await ids(staff, `?department=${typed}`)).toEqual([forCivil.id]);
      expect((await electrical.call('GET', `${LIST}?report_type=poster`)).statusCode).toBe(400);

      // The download is the same bytes, as an attachment that is never sniffed.
      const file = await electrical.call('GET', forElectrical.file_url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="Wiring-guide.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const docx = await civil.call('GET', forAll.file_url);
      expect(docx.rawPayload.equals(DOCX)).toBe(true);
      // Another department's file is not there for this student.
      expect((await civil.call('GET', forElectrical.file_url)).statusCode).toBe(404);
      const anonymous = await testApp.app.inject({ method: 'GET', url: forElectrical.file_url });
      expect(anonymous.statusCode).toBe(401);
    });

    it("shows a student their program's department and their retyped one, in any case", async () => {
      const { forElectrical: guideline, forCivil } = await electricalAndCivilResources();
      const ids = async (client: { call: typeof staff.call }) => {
        const page = await expectStatus(await client.call('GET', LIST), 200);
        return page.results.map((item: { id: number }) => item.id);
      };

      // The profile's Department is free text: retyping it keeps the program's department.
      const student = await signedIn(testApp);
      await testApp.db
        .insert(profiles)
        .values({ userId: student.id, program: 'ELECTRICAL', department: ELECTRICAL });
      expect(await ids(student)).toEqual([guideline.id]);
      const retyped = await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Asha',
        last_name: 'Mushi',
        department: 'Electrical Engineering',
      });
      expect(retyped.statusCode).toBe(200);
      expect(await ids(student)).toEqual([guideline.id]);
      expect((await student.call('GET', guideline.file_url)).statusCode).toBe(200);

      // Without a program, the department text still counts trimmed and in any letter case.
      const lowerCase = await studentOf(`  ${CIVIL.toLowerCase()} `);
      expect(await ids(lowerCase)).toEqual([forCivil.id]);
      expect((await lowerCase.call('GET', forCivil.file_url)).statusCode).toBe(200);
      expect((await lowerCase.call('GET', guideline.file_url)).statusCode).toBe(404);
    });

    it('lets staff delete a resource and its file, and not students', async () => {
      await testApp.db.delete(resources);
      const before = (await storedFiles()).length;
      const saved = await expectStatus(
        await upload(staff.access, { name: 'x.png', bytes: PNG }, { ...FIELDS, department: '' }),
        201,
      );
      expect(await storedFiles()).toHaveLength(before + 1);
      const student = await studentOf(ELECTRICAL);
      const url = `/api/reports/resources/${saved.id}/`;
      expect((await student.call('DELETE', url)).statusCode).toBe(403);
      expect((await staff.call('DELETE', url)).statusCode).toBe(204);
      expect(await storedFiles()).toHaveLength(before);
      expect((await student.call('GET', saved.file_url)).statusCode).toBe(404);
      expect(await expectStatus(await staff.call('DELETE', url), 404)).toEqual({
        detail: MESSAGES.resources.notFound,
        code: 'not_found',
      });
    });
  });
});
