// The tables, one file a domain; drizzle-kit reads this folder (drizzle.config.ts) to generate migrations.
export * from "./accounts";
export * from "./audit";
export * from "./batches";
export * from "./calendar";
export * from "./clients";
export * from "./collection";
export * from "./courses";
export * from "./enquiries";
export * from "./enrolments";
export * from "./learning";
export * from "./mail";
export * from "./rate-limits";
export * from "./reviews";
export * from "./sales";
export * from "./trainings";
export * from "./uploads";
export * from "./whatsapp";
