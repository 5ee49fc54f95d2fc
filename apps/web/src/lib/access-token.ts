/** Token rules of spec 2 §6.1 — implemented by the auth work; this signature is what the api client relies on. */
export async function getAccessToken(_options: { ignoreLoginError: boolean }): Promise<string | undefined> {
  return undefined;
}
