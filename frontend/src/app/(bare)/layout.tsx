import type { ReactNode } from "react";

import { Footer } from "@/components/Footer";

// Marketing pages shown without the navigation bar (spec 03 §2.2).
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="content">{children}</div>
      <Footer />
    </>
  );
}
