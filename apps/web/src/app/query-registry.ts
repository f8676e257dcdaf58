// The query client loads with the first screen that needs it (app/query-client.tsx), not with the
// sign-in screen (issue 20). What must reach it from the first load (the session clearing the
// cache when it ends) goes through here: with no client loaded there is no cache to clear.
let registered: { clear: () => void } | null = null;

export function registerQueryClient(client: { clear: () => void }): void {
  registered = client;
}

/** Forgets every cached answer, e.g. when the session ends. */
export function clearQueryCache(): void {
  registered?.clear();
}
