import type { ReactNode } from "react";

import { Footer } from "@/components/Footer";
import { NavBar } from "@/features/shell/NavBar";
import { Banner } from "@/features/auth/Banner";
import { SessionProvider } from "@/lib/session/session";
import { StudyHelp } from "@/features/help/StudyHelp";

// Pages that need the signed-in session. Public pages live outside this group and never load
// the auth code.
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <NavBar />
      <Banner />
      <div className="content">{children}</div>
      <Footer />
      <StudyHelp />
    </SessionProvider>
  );
}
