// `make synth`/`make deploy` run this first: the stage's settings must be complete before anything
// is built. Exits 1 with the message naming what is missing.

import { SettingsError, stageSettings } from "../lib/settings";

const [file, stage] = process.argv.slice(2);
try {
  stageSettings(String(file), String(stage));
  console.log(`Stage "${stage}": settings complete.`);
} catch (e) {
  if (!(e instanceof SettingsError)) throw e;
  console.error(e.message);
  process.exit(1);
}
