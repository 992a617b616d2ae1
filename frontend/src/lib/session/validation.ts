// Field rules of the authentication forms (spec 01 §5). Each returns the message or null.

import { formMessages as m } from "./form-messages";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  email: (v: string) => (EMAIL.test(v.trim()) ? null : m.email),
  loginPassword: (v: string) => (v.trim().length >= 12 ? null : m.loginPassword),
  firstName: (v: string) => (v.trim().length >= 1 ? null : m.firstName),
  lastName: (v: string) => (v.trim().length >= 1 ? null : m.lastName),
  newPassword: (v: string) => (v.length >= 12 ? null : m.signUpPassword),
  code: (v: string) => (v.trim().length >= 1 ? null : m.code),
  totpCode: (v: string) => (/^\d{6}$/.test(v.replace(/\s/g, "")) ? null : m.totpCode),
  matches: (password: string) => (v: string) => (v === password ? null : m.confirmPassword),
};

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Runs each field's rule; returns the failures (empty when the form is valid). */
export function validate<K extends string>(
  values: Record<K, string>,
  check: Record<K, (v: string) => string | null>,
): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(check) as K[]) {
    const message = check[key](values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}
