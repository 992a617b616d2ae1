// Cognito through aws-amplify v6. Only the session and the login page import this module, so
// public pages never load the auth code.

import { Amplify } from "aws-amplify";
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from "aws-amplify/auth";

import { loadConfig } from "@/lib/config";

import { clearSessionCache } from "./session-cache";

let configured: Promise<void> | null = null;

export function configureAuth(): Promise<void> {
  configured ??= loadConfig().then(({ cognito }) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          userPoolEndpoint: cognito.userPoolEndpoint,
          loginWith: { email: true },
        },
      },
    });
  });
  return configured;
}

async function authFlowType() {
  return (await loadConfig()).cognito.authFlowType ?? "USER_SRP_AUTH";
}

export type IdClaims = { sub: string; email?: string; given_name?: string; family_name?: string };

/** The current ID token and its claims, or null when signed out. */
export async function currentIdToken(forceRefresh = false): Promise<{ token: string; claims: IdClaims } | null> {
  await configureAuth();
  const session = await fetchAuthSession({ forceRefresh });
  const id = session.tokens?.idToken;
  if (!id) return null;
  return { token: id.toString(), claims: id.payload as unknown as IdClaims };
}

export async function isSignedIn(): Promise<boolean> {
  await configureAuth();
  try {
    await getCurrentUser();
    return true;
  } catch {
    return false;
  }
}

export async function logIn(email: string, password: string) {
  await configureAuth();
  return signIn({ username: email.trim(), password, options: { authFlowType: await authFlowType() } });
}

/** The second step of a sign-in for an account with an authenticator app: its current code. */
export async function confirmTotp(code: string) {
  await configureAuth();
  return confirmSignIn({ challengeResponse: code.replace(/\s/g, "") });
}

/** Starts setting up an authenticator app: the secret key and the otpauth:// address to add. */
export async function startTotpSetup(email: string): Promise<{ secret: string; uri: string }> {
  await configureAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri("Seven", email).toString() };
}

/** Finishes the set-up with the app's first code: TOTP is then on, and asked at every sign-in. */
export async function finishTotpSetup(code: string) {
  await configureAuth();
  await verifyTOTPSetup({ code: code.replace(/\s/g, "") });
  await updateMFAPreference({ totp: "PREFERRED" });
}

export async function register(email: string, password: string, firstName: string, lastName: string) {
  await configureAuth();
  return signUp({
    username: email.trim(),
    password,
    options: { userAttributes: { email: email.trim(), given_name: firstName.trim(), family_name: lastName.trim() } },
  });
}

export async function confirmEmail(email: string, code: string) {
  await configureAuth();
  return confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
}

export async function resendCode(email: string) {
  await configureAuth();
  return resendSignUpCode({ username: email.trim() });
}

export async function requestPasswordReset(email: string) {
  await configureAuth();
  return resetPassword({ username: email.trim() });
}

export async function completePasswordReset(email: string, code: string, newPassword: string) {
  await configureAuth();
  return confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export async function changePassword(oldPassword: string, newPassword: string) {
  await configureAuth();
  return updatePassword({ oldPassword, newPassword });
}

export async function logOut() {
  await configureAuth();
  clearSessionCache();
  return signOut();
}

/** The Cognito error name ("NotAuthorizedException", ...) of a failed call. */
export { errorName } from "./errors";
