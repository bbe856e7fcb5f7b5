import { describe, expect, it } from "vitest";
import { refusal, settledLoad } from "@/scripts/bench-lighthouse";
import { chunkModules } from "@/scripts/support/page-weight";

describe("bench --lighthouse refuses a run it can't trust (issue 26)", () => {
  it.each([
    [[2400, 2100, 1800], 0.4, 2, undefined],
    [[2400, 999, 1800], 0.4, 2, /CPU score fell below 1000 in 1 of 3 runs \(lowest 999\)/],
    [[2400, 2100], 1.3, 2, /busy: 1-minute load average 1.30 on 2 cores/],
    [[2400, 2100], 3.9, 8, undefined],
  ])("CPU scores %j, load %d on %d cores", (scores, load, cores, expected) => {
    const answer = refusal(scores, load, cores);
    if (expected) expect(answer).toMatch(expected);
    else expect(answer).toBeUndefined();
  });
});

describe("bench --lighthouse samples the load once its own servers' start-up has settled", () => {
  const run = (loads: number[], maxMs: number) => {
    const samples = [...loads];
    return settledLoad(1, { maxMs, everyMs: 5_000, read: () => samples.shift() ?? loads.at(-1)!, wait: async () => undefined });
  };

  it("waits while the start-up keeps the load above the limit, then reports the settled load", async () => {
    expect(await run([1.79, 1.5, 1.2, 0.95, 0.5], 180_000)).toEqual({ load: 0.95, waitedMs: 20_000 });
  });

  it("gives up after the longest wait: a machine busy with something else is reported busy", async () => {
    expect(await run([1.8, 1.8, 1.8, 1.8, 1.8], 15_000)).toEqual({ load: 1.8, waitedMs: 15_000 });
  });

  it("does not wait longer than one sample on a quiet machine", async () => {
    expect(await run([0.2], 180_000)).toEqual({ load: 0.2, waitedMs: 5_000 });
  });
});

describe("page weight: a Turbopack chunk's modules", () => {
  it("splits a chunk at each module's factory, not at numbers inside a module's code", () => {
    const chunk =
      '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
      '71100,e=>{"use strict";let a=[1,0,e=>e];e.s(["api",()=>a])},' +
      '22016,(e,t,r)=>{"use strict";Object.defineProperty(r,"__esModule",{value:!0})}]);';
    const modules = chunkModules(chunk);
    expect(modules.map((m) => [m.id, m.commonJs])).toEqual([
      [71100, false],
      [22016, true],
    ]);
    expect(modules.reduce((n, m) => n + m.bytes, 0)).toBe(chunk.length - chunk.indexOf(",71100,"));
  });

  it("knows Next's CommonJS modules that require its process polyfill or hoist a function first, and no ES module", () => {
    const chunk =
      '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
      '86762,(e,t,r)=>{"use strict";e.i(47167),Object.defineProperty(r,"__esModule",{value:!0});var n={formatUrl:1}},' +
      '91915,(e,t,r)=>{"use strict";function n(e){e()}e.i(47167),Object.defineProperty(r,"__esModule",{value:!0})},' +
      '94123,e=>{"use strict";let t=[{href:"/account"}];e.s(["n",0,t])},' +
      '57898,e=>{"use strict";var t=e.i(18566);Object.defineProperty(t,"__esModule",{value:!0})}]);';
    expect(chunkModules(chunk).map((m) => [m.id, m.commonJs])).toEqual([
      [86762, true],
      [91915, true],
      [94123, false],
      [57898, false],
    ]);
  });
});
