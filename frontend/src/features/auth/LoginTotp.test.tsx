// The login page's two-step sign-in: after the password, an account with an authenticator app
// (staff must have one) is asked for the app's code, which goes to Amplify's confirmSignIn.

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "@/components/toast";
import { setConfigForTests } from "@/lib/config";

import { LoginPage } from "./LoginPage";
import { SessionProvider } from "@/lib/session/session";

const calls = vi.hoisted(() => ({ confirmTotp: vi.fn() }));

vi.mock("@/lib/session/amplify", () => ({
  logIn: async () => ({ isSignedIn: false, nextStep: { signInStep: "CONFIRM_SIGN_IN_WITH_TOTP_CODE" } }),
  confirmTotp: calls.confirmTotp,
  currentIdToken: async () => null,
  isSignedIn: async () => false,
  logOut: async () => undefined,
}));

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: () => undefined, push: () => undefined }),
  usePathname: () => "/login",
}));

beforeEach(() => {
  setConfigForTests({
    apiUrl: "http://127.0.0.1:9",
    cognito: { userPoolId: "us-east-1_test", userPoolClientId: "testclient", authFlowType: "USER_PASSWORD_AUTH" },
  });
  calls.confirmTotp.mockReset();
});

async function toCodeStep() {
  render(
    <ToastProvider>
      <SessionProvider>
        <LoginPage initialView="login" />
      </SessionProvider>
    </ToastProvider>,
  );
  await userEvent.type(screen.getByLabelText("Email"), "staff@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "a-long-password-1");
  await userEvent.click(screen.getByRole("button", { name: "Log In" }));
  expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
  expect(screen.getByText("Enter the 6-digit code your authenticator app shows for Seven.")).toBeInTheDocument();
}

describe("/login two-step sign-in", () => {
  it("asks for the authenticator code after the password and sends it", async () => {
    calls.confirmTotp.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
    await toCodeStep();
    await userEvent.type(screen.getByLabelText("Authenticator code"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Please enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(calls.confirmTotp).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Authenticator code"));
    await userEvent.type(screen.getByLabelText("Authenticator code"), "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(calls.confirmTotp).toHaveBeenCalledWith("123 456");
  });

  it("says so when the code is wrong, and stays on the code step", async () => {
    calls.confirmTotp.mockRejectedValue(Object.assign(new Error("Invalid code"), { name: "CodeMismatchException" }));
    await toCodeStep();
    await userEvent.type(screen.getByLabelText("Authenticator code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right. Please check your authenticator app and try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
  });
});
