// The shape of a demo course and the two builders its outline is written with.

export interface SeedCourse {
  key: string;
  courseTitle: string;
  courseSmlDesc: string;
  categories: string[];
  courseDuration: number;
  courseOverview: string;
  courseContent: SeedModule[];
}

export interface SeedModule {
  moduleTitle: string;
  subModules: {
    subModuleTitle: string;
    subsubModules: { subSubModuleTitle: string }[];
  }[];
}

export type SeedSubModule = SeedModule["subModules"][number];

/** Builds a sub-module from its title and a list of topic titles. */
export function sub(subModuleTitle: string, topics: string[] = []): SeedSubModule {
  return {
    subModuleTitle,
    subsubModules: topics.map((subSubModuleTitle) => ({ subSubModuleTitle })),
  };
}

/** Builds a module from its title and sub-modules. */
export function mod(moduleTitle: string, subModules: SeedSubModule[]): SeedModule {
  return { moduleTitle, subModules };
}
