/** The name Cognito gives an error ("UsernameExistsException"), or "" for anything else. */
export function errorName(err: unknown): string {
  return err instanceof Error ? err.name : "";
}
