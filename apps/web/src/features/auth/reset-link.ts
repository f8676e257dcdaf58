// The uid and token of an e-mailed reset link (spec 1 §2 /reset-password).

export interface TResetLink {
  uid: string;
  token: string;
}

/** Null when either is missing: the link is invalid and the form is not shown. */
export function readResetLink(params: URLSearchParams): TResetLink | null {
  const uid = params.get('uid')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return uid && token ? { uid, token } : null;
}

/** The form-encoded body of POST /auth/password-reset-confirm/ (spec 1 §7). */
export function resetConfirmBody(link: TResetLink, password: string): URLSearchParams {
  return new URLSearchParams({ uid: link.uid, token: link.token, password });
}
