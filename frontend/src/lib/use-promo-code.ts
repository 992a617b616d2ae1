// A promo-code field's state (spec 01 §5, spec 03 §4.3, §5): an empty code is ignored, Apply asks
// the server, any failure reads as invalid, and Apply becomes Clear once there is an answer.

import { useState } from "react";

import { useAction } from "@/lib/use-action";

export function usePromoCode<T extends { active: boolean }>(validate: (code: string) => Promise<T>, invalid: T) {
  const [code, setCode] = useState("");
  const [promo, setPromo] = useState<T | null>(null);
  const { run, busy: applying } = useAction();
  const apply = async () => {
    if (promo) {
      setPromo(null);
      setCode("");
      return;
    }
    if (!code.trim()) return;
    await run(
      async () => setPromo(await validate(code.trim())),
      () => setPromo(invalid),
    );
  };
  return { code, setCode, promo, applying, apply };
}
