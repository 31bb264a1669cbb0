// Stands for `npm start` in launch.test.ts: the launcher with its server run
// from source (tsx), as start.ts runs the built one.
import { fileURLToPath } from "node:url";
import { launch } from "./launch";

const demoServerSource = fileURLToPath(new URL("./demo-server.ts", import.meta.url));
launch(["--import", import.meta.resolve("tsx"), demoServerSource]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
