import { LoginPage } from "@/features/auth/LoginPage";

export const metadata = { title: "Log in — Seven" };

export default function Login() {
  return <LoginPage />;
}
