// Routes and pages write only through lib/operations: a file under app/ never opens the database (the health checks
// excepted: they ask the database itself whether it answers), never opens a transaction, and never imports a
// function named for a write (createX, recordX, sendX, ...) from anywhere but an operation or a pure/wire helper.
// The floor is described in docs and in the operations' own headers; this rule is what keeps it from eroding.
import path from "node:path";

/** The verbs a write is named by: an imported binding called `<verb><Capital>...` is a write. */
export const WRITE_NAME =
  /^(create|update|delete|remove|record|approve|reject|issue|reissue|accept|save|apply|add|cancel|substitute|mark|send|import|upload|register|confirm|activate|deactivate|reset|change|invite|ignore|settle|unsettle|refund|request|respond|submit|enrol|unenrol|join|leave|revoke|assign|publish|archive|restore|rate|subscribe|unsubscribe|store|write|insert|log(in|out)|sign)[A-Z]/;

/**
 * Names that start with a verb but end in a noun that is never a write: a state read for a page (`joinState`,
 * `unsubscribeLinkState`) and a route's declaration (`addMaterialRoute`, the route's path and answers, not its
 * handler).
 */
export const NOT_A_WRITE = /(State|Route)$/;

/** Files (relative to the project root) that may read the database: the health checks ask it whether it answers. */
const HEALTH_CHECKS = [/^app\/readyz\/route\.[jt]sx?$/, /^app\/healthz\//];

/**
 * Modules a write-named binding may come from, each with why it is not a write.
 * The project's own modules are matched on their root-relative path ("lib/http/client"), packages on their name.
 */
const ALLOWED_SOURCES = [
  // The operations themselves: the one door for a write.
  { project: /^lib\/operations(\/|$)/ },
  // The wire: the route wrapper, errors, envelopes and the typed client (createX here builds a handler, not a row).
  { project: /^lib\/http(\/|$)/ },
  // Zod schemas and their messages (createXSchema, registerBodySchema): shapes, no server code.
  { project: /^lib\/validation(\/|$)/ },
  // Formatting of dates, money and names: pure functions.
  { project: /^lib\/format(\/|$)/ },
  // The route table and its generated paths: strings.
  { project: /^lib\/routes[^/]*$/ },
  // Components render; a write they trigger goes through the API or a server action, both checked by this rule.
  { project: /^components(\/|$)/ },
  // A domain's answers: the zod shape of a route's answer and the function mapping a view onto it (uploadAnswer,
  // reissueAnswer); they read nothing and write nothing.
  { project: /^lib\/[^/]+\/answers$/ },
  // Calendar-date arithmetic (addDays): pure functions of strings and zones.
  { project: /^lib\/schedule\/schedule$/ },
  // A quote's signed link (acceptUrlOf): an HMAC over the app's secret, no database.
  { project: /^lib\/quotes\/token$/ },
  // Another module under app/ (a page's server action, a route's declaration): this rule checks that module too.
  { project: /^app(\/|$)/ },
  // The framework.
  { pkg: /^(next|next\/.*|react|react-dom|react-dom\/.*)$/ },
];

const isDbSource = (rel, source) => source === "drizzle-orm" || source.startsWith("drizzle-orm/") || /^db(\/|$)/.test(rel ?? "");

/** The project-relative path an import names ("@/lib/x" or "../../lib/x"), or null for a package. */
function projectPath(source, fileDir, root) {
  if (source.startsWith("@/")) return source.slice(2);
  if (source.startsWith("./") || source.startsWith("../")) return path.relative(root, path.resolve(fileDir, source)).split(path.sep).join("/");
  return null;
}

function allowedSource(rel, source) {
  return ALLOWED_SOURCES.some((a) => (a.project ? rel !== null && a.project.test(rel) : rel === null && a.pkg.test(source)));
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "app/ writes only through lib/operations: no database, no transaction, no write-named import from a domain" },
    schema: [],
    messages: {
      db: "app/ never imports the database ({{source}}): read through lib/<domain> and write through lib/operations.",
      transaction: "app/ never opens a transaction: the operation in lib/operations opens it.",
      write: "'{{name}}' is a write imported from {{source}}: call it through an operation in lib/operations.",
    },
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const file = path.resolve(root, context.filename);
    const relFile = path.relative(root, file).split(path.sep).join("/");
    const fileDir = path.dirname(file);
    const healthCheck = HEALTH_CHECKS.some((re) => re.test(relFile));

    function checkSource(node, source, names) {
      if (typeof source !== "string") return;
      const rel = projectPath(source, fileDir, root);
      if (isDbSource(rel, source)) {
        if (!healthCheck) context.report({ node, messageId: "db", data: { source } });
        return;
      }
      if (allowedSource(rel, source)) return;
      for (const { node: at, name } of names)
        if (WRITE_NAME.test(name) && !NOT_A_WRITE.test(name)) context.report({ node: at, messageId: "write", data: { name, source } });
    }

    return {
      ImportDeclaration(node) {
        // A type-only import brings no code: it cannot write.
        const names =
          node.importKind === "type"
            ? []
            : node.specifiers
                .filter((s) => s.type === "ImportSpecifier" && s.importKind !== "type")
                .map((s) => ({ node: s, name: s.imported.type === "Identifier" ? s.imported.name : s.imported.value }));
        checkSource(node, node.source.value, names);
      },
      ExportNamedDeclaration(node) {
        if (!node.source || node.exportKind === "type") return;
        const names = node.specifiers
          .filter((s) => s.exportKind !== "type")
          .map((s) => ({ node: s, name: s.local.type === "Identifier" ? s.local.name : s.local.value }));
        checkSource(node, node.source.value, names);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") checkSource(node, node.source.value, []);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") checkSource(node, node.source.value, []);
      },
      CallExpression(node) {
        const callee = node.callee.type === "ChainExpression" ? node.callee.expression : node.callee;
        if (callee.type !== "MemberExpression") return;
        const name = callee.computed ? (callee.property.type === "Literal" ? callee.property.value : null) : callee.property.name;
        if (name === "transaction") context.report({ node, messageId: "transaction" });
      },
    };
  },
};

const plugin = { meta: { name: "writes-through-operations" }, rules: { "writes-through-operations": rule } };
export default plugin;
