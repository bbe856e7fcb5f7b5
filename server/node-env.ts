// The first import of `npm start` (server/main.ts): it fixes NODE_ENV before any other module loads. React picks
// its development or production build when it is first loaded, react-dom/server only when a mail is first rendered
// (@react-email/render loads it lazily), so a mode set later, in main(), gave the background jobs a development JSX
// runtime beside a production renderer: every mail a job rendered threw "dispatcher.getOwner is not a function",
// and no waitlist offer or certificate went out. `--dev` is a development run, anything else production.
(process.env as Record<string, string>).NODE_ENV = process.argv.includes("--dev") ? "development" : "production";
