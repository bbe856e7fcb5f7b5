export * from "./users";
export * from "./catalogue";
export * from "./operations";
