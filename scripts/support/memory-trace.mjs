// Preloaded into the bench's server (`--import`) when MEMORY_TRACE_FILE is set: writes the process's
// process.memoryUsage() (V8 heap, external, array buffers, resident) to that file every 100 ms, so the bench tells
// where the resident memory of each step is (JavaScript objects, or Buffers and native memory) besides its size.
import fs from "node:fs";

const file = process.env.MEMORY_TRACE_FILE;
if (file) {
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  const write = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    try {
      fs.writeFileSync(
        file,
        JSON.stringify({ rss: mb(rss), heapTotal: mb(heapTotal), heapUsed: mb(heapUsed), external: mb(external), arrayBuffers: mb(arrayBuffers) }),
      );
    } catch {
      // the bench removed the folder: it is stopping the server
    }
  };
  setInterval(write, 100).unref();
}
