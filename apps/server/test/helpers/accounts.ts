import { REFRESH_IN_BODY_HEADER, type TLoginAnswer, type TRegisterInput } from '@ptlog/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let sequence = 0;

/** A complete, valid registration payload with a unique e-mail and phone. */
export function registrationPayload(overrides: Partial<TRegisterInput> = {}): TRegisterInput {
  sequence += 1;
  const unique = `${process.pid % 1000}${String(sequence).padStart(3, '0')}`;
  return {
    first_name: 'Neema',
    last_name: 'Kweka',
    phone_number: `07${unique.padStart(8, '1').slice(-8)}`,
    email: `neema.${unique}@students.example.tz`,
    password: 'Kilimanjaro-2026',
    password_confirm: 'Kilimanjaro-2026',
    program: 'CIVIL',
    pt_phase: 'PT2',
    year_of_study: 3,
    company_name: 'Tanzania Roads Agency',
    company_region: 'Dodoma',
    student_id: '2022-04-07788',
    supervisor_name: 'Eng. Mwita',
    supervisor_email: 'mwita@tanroads.example.tz',
    device_fingerprint: 'fp-test',
    device_fingerprint_confidence: 0.9,
    device_info: { userAgent: 'test', language: 'sw-TZ', timezone: 'Africa/Dar_es_Salaam' },
    ...overrides,
  };
}

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}

/** A request with a signed-in user's bearer token. */
export type TCall = ReturnType<typeof callWith>;

/** Sends requests to the app with the bearer token `access` (and a body when one is given). */
export function callWith(app: FastifyInstance, access: string) {
  return (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(access),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

export async function register(app: FastifyInstance, overrides: Partial<TRegisterInput> = {}) {
  const payload = registrationPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/', payload });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { payload, answer: response.json() as TLoginAnswer };
}

/** Signs in as a client that keeps its refresh token itself (it asks for it in the body). */
export async function login(app: FastifyInstance, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: REFRESH_IN_BODY,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as TLoginAnswer & { refresh: string };
}

/** The opt-in header of clients that want the refresh token in JSON answers. */
export const REFRESH_IN_BODY = { [REFRESH_IN_BODY_HEADER]: 'true' };

/** The refresh cookie a response set, as a request `cookies` object. */
export function refreshCookieOf(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((entry) => entry.name === 'ptlog_refresh');
  if (!cookie) throw new Error('no refresh cookie set');
  return { ptlog_refresh: cookie.value };
}
