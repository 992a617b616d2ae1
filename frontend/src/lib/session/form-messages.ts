// The sign-up, login and password forms' field checks (spec 01 §5), verbatim: shared by the login
// page and My Account's password change.

export const formMessages = {
  fixForm: "Please fix the form error",
  email: "Please enter a valid email",
  loginPassword: "Password is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  signUpPassword: "Password has to contain at least 12 characters",
  confirmPassword: "Passwords do not match",
  code: "Confirmation code is required",
  totpCode: "Please enter the 6-digit code from your authenticator app",
} as const;
