// The checker itself, on requests whose verdict is known from Stripe's changelog and reference.
import assert from "node:assert/strict";
import { test } from "node:test";

import { check, definedVersion, segments } from "./check.mjs";

const version = definedVersion();
const req = (method, path, params, v = version) => ({ method, path, params, version: v });

test("the definitions are those of the API version the adapter pins", () => {
  assert.equal(version, "2026-09-30.endive");
});

test("bracket names are read as Stripe writes them", () => {
  assert.deepEqual(segments("items[0][plan]"), ["items", "0", "plan"]);
  assert.deepEqual(segments("expand[]"), ["expand", ""]);
  assert.deepEqual(segments("amount"), ["amount"]);
});

test("payment_method_types, removed from PaymentIntent create in this version, is refused by name", () => {
  const problems = check([req("POST", "/v1/payment_intents", ["amount", "currency", "payment_method_types[0]"])]);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /payment_method_types\[0\]: payment_method_types is not a parameter Stripe defines/);
});

test("what the product sends today is defined: lists, nested objects, metadata keys, expansions", () => {
  const problems = check([
    req("POST", "/v1/payment_intents", [
      "amount", "currency", "customer", "payment_method", "confirm",
      "automatic_payment_methods[enabled]", "automatic_payment_methods[allow_redirects]", "metadata[checkoutId]",
    ]),
    req("POST", "/v1/subscriptions", ["customer", "items[0][plan]", "metadata[authId]", "expand[]"]),
    req("POST", "/v1/customers/cus_123", ["invoice_settings[default_payment_method]"]),
    req("GET", "/v1/invoices/in_123", ["expand[]"]),
    req("POST", "/v1/invoices/in_123/pay", ["expand[]"]),
    req("DELETE", "/v1/subscriptions/sub_123", []),
  ]);
  assert.deepEqual(problems, []);
});

test("unknown nested fields, unknown operations and another API version are refused", () => {
  const problems = check([
    req("POST", "/v1/subscriptions", ["customer", "items[0][planet]"]),
    req("POST", "/v1/invoice_items_nonsense", ["amount"]),
    req("POST", "/v1/customers", ["email"], "2020-08-27"),
  ]);
  assert.equal(problems.length, 3, problems.join("\n"));
  assert.match(problems[0], /items\[0\]\[planet\]/);
  assert.match(problems[1], /no such operation/);
  assert.match(problems[2], /Stripe-Version 2020-08-27/);
});
