// `npm start` (tools/dist/start.js): the built server (tools/dist/demo-server.js), which seeds an empty
// database, and the simulator playing its demo collectors (launch.ts; README "Start").
import { fileURLToPath } from "node:url";
import { ConfigError } from "@ondine/server/config";
import { SimulatorSettingsError } from "../../simulate/src/simulator-settings";
import { launch } from "./launch";

const demoServerScript = fileURLToPath(new URL("./demo-server.js", import.meta.url));

launch([demoServerScript]).then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof SimulatorSettingsError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
