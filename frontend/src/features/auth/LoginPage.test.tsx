// The login page with the real Amplify library and an empty browser store (signed out).

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastProvider } from "@/components/toast";
import { setConfigForTests } from "@/lib/config";

import { LoginPage } from "./LoginPage";
import { SessionProvider } from "@/lib/session/session";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: () => undefined, push: () => undefined }),
  usePathname: () => "/login",
}));

beforeEach(() => {
  setConfigForTests({
    apiUrl: "http://127.0.0.1:9",
    cognito: { userPoolId: "us-east-1_test", userPoolClientId: "testclient", authFlowType: "USER_PASSWORD_AUTH" },
  });
});

function renderPage() {
  return render(
    <ToastProvider>
      <SessionProvider>
        <LoginPage />
      </SessionProvider>
    </ToastProvider>,
  );
}

describe("/login", () => {
  it("opens on sign up and shows every rule that fails, with the form-error toast", async () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Password"), "short");
    await userEvent.type(screen.getByLabelText("Confirm password"), "shorter");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Please fix the form error")).toBeInTheDocument();
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Password has to contain at least 12 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("moves between login, forgot password and the 'I have received the code' views", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Already have an account? Log in" }));
    expect(screen.getByRole("heading", { name: "Log in" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Password is required")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "I have received the verification code" }));
    expect(screen.getByRole("heading", { name: "I have received the verification code" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email"), "ann@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Confirmation code is required")).toBeInTheDocument();
  });
});
