// The same work as the Rust `users` function's GET profile, as a Node.js Lambda with AWS SDK v3:
// verify the Cognito ID token against the JWKS, then GetItem the profile. It speaks the Lambda
// Runtime API itself (a custom runtime loop), so both run under the same minimal Runtime API.

import { DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { createRemoteJWKSet, jwtVerify } from "jose";

const api = `http://${process.env.AWS_LAMBDA_RUNTIME_API}/2018-06-01/runtime`;
const ddb = new DynamoDBClient({});
const jwks = createRemoteJWKSet(new URL(process.env.COGNITO_JWKS_URL));

async function handle(event) {
  const auth = event.headers?.authorization ?? "";
  if (!auth.startsWith("Bearer ")) return { statusCode: 401, body: JSON.stringify({ code: "UNAUTHORIZED" }) };
  const { payload } = await jwtVerify(auth.slice(7), jwks, {
    issuer: process.env.COGNITO_ISSUER,
    audience: process.env.COGNITO_CLIENT_ID,
    algorithms: ["RS256"],
  });
  if (payload.token_use !== "id") return { statusCode: 401, body: JSON.stringify({ code: "UNAUTHORIZED" }) };
  const out = await ddb.send(
    new GetItemCommand({ TableName: `${process.env.TABLE_PREFIX}users`, Key: { authId: { S: payload.sub } } }),
  );
  if (!out.Item) return { statusCode: 404, body: JSON.stringify({ code: "ERROR_NOT_FOUND" }) };
  return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(out.Item) };
}

for (;;) {
  const next = await fetch(`${api}/invocation/next`);
  const id = next.headers.get("lambda-runtime-aws-request-id");
  const event = await next.json();
  let result;
  try {
    result = await handle(event);
  } catch (err) {
    result = { statusCode: 500, body: JSON.stringify({ code: "INTERNAL_ERROR", message: String(err) }) };
  }
  await fetch(`${api}/invocation/${id}/response`, { method: "POST", body: JSON.stringify(result) });
}
