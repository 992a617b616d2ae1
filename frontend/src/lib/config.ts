// The environment, read at run time from /config.json (written by the local stack, or deployed
// from the cloud stack's outputs), so one static build serves every environment.

export type SiteConfig = {
  /** Base URL of the API; empty or the site's own origin locally. */
  apiUrl: string;
  cognito: {
    userPoolId: string;
    userPoolClientId: string;
    /** Set locally: the Cognito emulator (through its gap-filler). */
    userPoolEndpoint?: string;
    /** USER_PASSWORD_AUTH locally (the emulator has no SRP); SRP in the cloud. */
    authFlowType?: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  };
  stripe?: { publishableKey: string; jsUrl?: string };
};

let pending: Promise<SiteConfig> | null = null;

export function loadConfig(): Promise<SiteConfig> {
  pending ??= fetch("/config.json", { cache: "no-store" }).then(async (res) => {
    if (!res.ok) throw new Error(`config.json: ${res.status}`);
    return (await res.json()) as SiteConfig;
  });
  return pending;
}

/** Tests only: use this configuration instead of fetching one. */
export function setConfigForTests(config: SiteConfig | null): void {
  pending = config ? Promise.resolve(config) : null;
}
