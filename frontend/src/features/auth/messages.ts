// The words of the authentication and session screens (spec 01 §4, §5, §8), verbatim.

export const sessionMessages = {
  loadingProfile: "Please wait while we retrieve your profile...",
  firstLogin: "This is your first time logging in! This will take awhile...",
  profileError:
    "Oops! Something went wrong when trying to fetch your profile. We will be logging you out shortly...",
  sessionExpired: "Your session has expired. Please log in again. Reloading shortly...",
  initFailed: "Oops! We could not load the study catalogue. Reloading shortly...",
  logoutError: "There was an error with logging out. Please try again.",
} as const;

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
