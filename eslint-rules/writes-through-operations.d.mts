// The types of the rule's module, for the unit test that runs it (the rule itself is plain ESM, loaded by ESLint).
import type { ESLint } from "eslint";

declare const plugin: ESLint.Plugin;
export default plugin;
export declare const WRITE_NAME: RegExp;
