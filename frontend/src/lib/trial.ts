// The free-trial code the public pages and the trial card show (spec 01 §5: GETYOUR7).
export const TRIAL_CODE = "GETYOUR7";
