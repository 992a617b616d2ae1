import type { ReactNode } from "react";

import { Footer } from "@/components/Footer";
import { NavBar } from "@/features/shell/NavBar";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavBar />
      <div className="content">{children}</div>
      <Footer />
    </>
  );
}
