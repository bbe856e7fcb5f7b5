// Scripts run outside Next's "react-server" condition, where `import "server-only"` throws by design.
// Resolve it to an empty module so the same lib/ and db/ code serves the app, the CLI and the tests.
import { register } from "node:module";

register("./server-only-loader.mjs", import.meta.url);
