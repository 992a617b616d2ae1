"use client";

// /login: one page, seven views (spec 01 §2, §4): sign up (default), login, confirm email, forgot
// password, "I have received the verification code", reset password; and the authenticator code
// an account with TOTP on (staff must have it) is asked for after its password.

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";

import { Field } from "@/components/Field";
import { formReady, useToast } from "@/components/toast";
import { planInQuery, plansPageFor, rememberChosenPlan, rememberedPlan } from "@/lib/session/chosen-plan";

import { errorName } from "@/lib/session/errors";
import { formMessages } from "@/lib/session/form-messages";
import { authMessages as am } from "./messages";
import { SessionStatus } from "@/components/RequireSession";
import { afterLoginPath, takeRememberedPath } from "@/lib/session/routes";
import { useSession } from "@/lib/session/session";
import { rules, validate, type Errors } from "@/lib/session/validation";

/** The auth library, loaded when the visitor submits a form: not part of the page's first load. */
const auth = () => import("@/lib/session/amplify");

export type View = "signUp" | "login" | "confirm" | "forgot" | "haveCode" | "reset" | "totp";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
};

const EMPTY: Values = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", code: "" };

function loginError(err: unknown): string {
  const name = errorName(err);
  const message = err instanceof Error ? err.message : "";
  if (name === "LimitExceededException" || name === "TooManyRequestsException" || /attempts exceeded/i.test(message)) {
    return am.attemptsExceeded;
  }
  if (name === "NotAuthorizedException" || name === "UserNotFoundException") return am.wrongCredentials;
  return am.loginOther;
}

export function LoginPage({ initialView = "signUp" }: { initialView?: View }) {
  const router = useRouter();
  const toast = useToast();
  const session = useSession();
  const [view, setView] = useState<View>(initialView);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof Values>>({});
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  /** The e-mail was confirmed on this page: the student is new, and gets the welcome. */
  const [confirmed, setConfirmed] = useState(false);


  // Already signed in: this page is for visitors.
  useEffect(() => {
    if (session.phase === "ready" && !signingIn) router.replace("/my-dashboard");
  }, [session.phase, signingIn, router]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const go = (next: View) => {
    setErrors({});
    setInfo(null);
    setView(next);
  };

  /** Validates; on failure shows the field messages and the form-error toast. */
  function check<K extends keyof Values>(checks: Record<K, (v: string) => string | null>): boolean {
    const found = validate(values as Record<K, string>, checks);
    setErrors(found);
    return formReady(toast, Object.keys(found).length > 0, formMessages.fixForm);
  }

  async function finishSignIn(welcome = confirmed) {
    setSigningIn(true);
    const profile = await session.startSession();
    if (!profile) return;
    const path = afterLoginPath(profile.isSubscriber, takeRememberedPath());
    router.replace(plansPageFor(path, planInQuery(window.location.search) ?? rememberedPlan(), welcome));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // A plan chosen on the public plans page (`/login?plan=family`) is kept on the device through
    // sign-up and confirmation (chosen-plan.ts).
    const plan = planInQuery(window.location.search);
    if (plan) rememberChosenPlan(plan);
    setBusy(true);
    try {
      await handlers[view]();
    } finally {
      setBusy(false);
    }
  }

  const handlers: Record<View, () => Promise<void>> = {
    signUp: async () => {
      if (
        !check({
          firstName: rules.firstName,
          lastName: rules.lastName,
          email: rules.email,
          password: rules.newPassword,
          confirmPassword: rules.matches(values.password),
        })
      )
        return;
      try {
        await (await auth()).register(values.email, values.password, values.firstName, values.lastName);
        go("confirm");
      } catch (err) {
        toast.error(errorName(err) === "UsernameExistsException" ? am.emailExists : am.signUpOther);
      }
    },
    login: async () => {
      if (!check({ email: rules.email, password: rules.loginPassword })) return;
      try {
        const result = await (await auth()).logIn(values.email, values.password);
        if (result.nextStep.signInStep === "CONFIRM_SIGN_UP") {
          go("confirm");
          setInfo(am.unconfirmed);
          return;
        }
        if (result.nextStep.signInStep === "CONFIRM_SIGN_IN_WITH_TOTP_CODE") {
          setValues((v) => ({ ...v, code: "" }));
          go("totp");
          setInfo(am.totpPrompt);
          return;
        }
        await finishSignIn();
      } catch (err) {
        if (errorName(err) === "UserNotConfirmedException") {
          go("confirm");
          setInfo(am.unconfirmed);
          return;
        }
        toast.error(loginError(err));
      }
    },
    confirm: async () => {
      if (!check({ code: rules.code })) return;
      try {
        await (await auth()).confirmEmail(values.email, values.code);
      } catch (err) {
        toast.error(errorName(err) === "ExpiredCodeException" ? am.codeExpired : am.confirmOther);
        return;
      }
      toast.success(am.verified);
      setConfirmed(true);
      if (!values.password) {
        go("login");
        return;
      }
      try {
        await (await auth()).logIn(values.email, values.password);
        await finishSignIn(true);
      } catch (err) {
        go("login");
        toast.error(loginError(err));
      }
    },
    totp: async () => {
      if (!check({ code: rules.totpCode })) return;
      try {
        const result = await (await auth()).confirmTotp(values.code);
        if (!result.isSignedIn) {
          go("login");
          toast.error(am.totpOther);
          return;
        }
      } catch (err) {
        if (errorName(err) === "CodeMismatchException") {
          toast.error(am.badTotp);
          return;
        }
        // The sign-in's session has expired (or was used): start again from the password.
        go("login");
        toast.error(am.totpOther);
        return;
      }
      await finishSignIn();
    },
    forgot: async () => {
      if (!check({ email: rules.email })) return;
      try {
        await (await auth()).requestPasswordReset(values.email);
        toast.success(am.codeSent);
        go("reset");
      } catch {
        toast.error(am.forgotOther);
      }
    },
    haveCode: async () => {
      if (!check({ email: rules.email })) return;
      go("reset");
    },
    reset: async () => {
      if (
        !check({ code: rules.code, password: rules.newPassword, confirmPassword: rules.matches(values.password) })
      )
        return;
      try {
        await (await auth()).completePasswordReset(values.email, values.code, values.password);
        toast.success(am.resetDone);
        setValues((v) => ({ ...v, password: "", confirmPassword: "", code: "" }));
        go("login");
      } catch (err) {
        toast.error(errorName(err) === "CodeMismatchException" ? am.badCode : am.resetOther);
      }
    },
  };

  async function resend() {
    try {
      await (await auth()).resendCode(values.email);
      toast.success(am.codeResent);
    } catch {
      toast.error(am.confirmOther);
    }
  }

  if (signingIn && session.phase !== "signedOut") return <SessionStatus />;

  const titles: Record<View, string> = {
    signUp: "Create your account",
    login: "Log in",
    confirm: "Confirm your email",
    forgot: "Forgot your password?",
    haveCode: "I have received the verification code",
    reset: "Reset your password",
    totp: "Two-step sign-in",
  };
  const buttons: Record<View, string> = {
    signUp: "Sign Up",
    login: "Log In",
    confirm: "Confirm",
    forgot: "Send Code",
    haveCode: "Continue",
    reset: "Reset Password",
    totp: "Verify",
  };

  return (
    <main className="auth-page">
      <form className="card auth-card" onSubmit={submit} noValidate aria-labelledby="auth-title">
        <h1 id="auth-title">{titles[view]}</h1>
        {info ? (
          <p className="notice notice-info" role="status">
            {info}
          </p>
        ) : null}
        {view === "signUp" ? (
          <div className="field-row">
            <Field label="First name" autoComplete="given-name" value={values.firstName} onChange={set("firstName")} error={errors.firstName} />
            <Field label="Last name" autoComplete="family-name" value={values.lastName} onChange={set("lastName")} error={errors.lastName} />
          </div>
        ) : null}
        {view === "signUp" || view === "login" || view === "forgot" || view === "haveCode" ? (
          <Field label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email} />
        ) : null}
        {view === "confirm" || view === "reset" ? (
          <Field label={view === "confirm" ? "Confirmation code" : "Verification code"} inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={set("code")} error={errors.code} />
        ) : null}
        {view === "totp" ? (
          <Field label="Authenticator code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={set("code")} error={errors.code} />
        ) : null}
        {view === "signUp" || view === "login" || view === "reset" ? (
          <Field
            label={view === "reset" ? "New password" : "Password"}
            type="password"
            autoComplete={view === "login" ? "current-password" : "new-password"}
            value={values.password}
            onChange={set("password")}
            error={errors.password}
          />
        ) : null}
        {view === "signUp" || view === "reset" ? (
          <Field label="Confirm password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} error={errors.confirmPassword} />
        ) : null}
        <button className="button button-primary" type="submit" disabled={busy}>
          {buttons[view]}
        </button>
        <div className="auth-links">
          {view === "signUp" ? (
            <button type="button" className="link" onClick={() => go("login")}>
              Already have an account? Log in
            </button>
          ) : null}
          {view === "login" ? (
            <>
              <button type="button" className="link" onClick={() => go("forgot")}>
                Forgot password?
              </button>
              <button type="button" className="link" onClick={() => go("signUp")}>
                New here? Sign up
              </button>
            </>
          ) : null}
          {view === "confirm" ? (
            <button type="button" className="link" onClick={() => void resend()}>
              Resend code
            </button>
          ) : null}
          {view === "forgot" ? (
            <button type="button" className="link" onClick={() => go("haveCode")}>
              I have received the verification code
            </button>
          ) : null}
          {view !== "signUp" && view !== "login" ? (
            <button type="button" className="link" onClick={() => go("login")}>
              Back to log in
            </button>
          ) : null}
        </div>
      </form>
    </main>
  );
}
