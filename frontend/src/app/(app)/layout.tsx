import type { ReactNode } from "react";

import { SessionProvider } from "@/features/auth/session";

// Pages that need the signed-in session. Public pages live outside this group and never load
// the auth code.
export default function AppLayout({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
