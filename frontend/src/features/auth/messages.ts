// The words of the authentication screens (spec 01 §5, §8), verbatim. The session's own words,
// which every signed-in page loads, are in session-messages.ts; the form checks, which My Account
// shares, in form-messages.ts.

export const authMessages = {
  wrongCredentials: "Incorrect username or password.",
  attemptsExceeded: "Login attempts exceeded. Please try again later.",
  loginOther: "Oops! There was an error with signing in. Please try again.",
  unconfirmed:
    "Your email has yet to be verified. Please enter the confirmation code that was sent to your email.",
  emailExists: "An account with the given email address already exists",
  signUpOther: "Oops! There was an error when trying to sign up. Please try again.",
  codeExpired: "Your confirmation code has expired. Please request for another one.",
  confirmOther: "Oops! There was an error trying to confirm your email. Please try again.",
  codeResent: "A new confirmation code has been sent to your email.",
  verified: "Email successfully verified.",
  forgotOther: "Oops! There was an error with your request. Please try again.",
  codeSent: "Please check your email for the verification code",
  badCode: "Invalid verification code provided, please try again",
  resetOther: "Oops! There was an error with resetting your password. Please try again.",
  resetDone: "Password successfully reset",
  totpPrompt: "Enter the 6-digit code your authenticator app shows for Seven.",
  badTotp: "That code is not right. Please check your authenticator app and try again.",
  totpOther: "Oops! There was an error checking your code. Please log in again.",
} as const;
