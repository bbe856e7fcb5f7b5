// The first import of `npm run worker` (server/worker.ts), for the reason server/node-env.ts gives:
// NODE_ENV is fixed before React loads. Production unless the environment names a mode.
(process.env as Record<string, string>).NODE_ENV ??= "production";
