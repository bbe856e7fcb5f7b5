// The shapes the roster modules share: the parser makes rows, the matcher and the value readers take them.

/** One row of a report: a person's stay in the meeting (one join to one leave), or their total when that is all it has. */
export interface RosterRow {
  name: string;
  /** Names the person may be known by besides `name` (Zoom's "Name (Original Name)"). */
  otherNames: string[];
  email: string;
  joinAt?: Date;
  leaveAt?: Date;
  /** The report's duration column, in minutes. */
  minutes?: number;
}

/** Where a report's clock times are read: the training's zone, on the session's date. */
export interface RosterContext {
  timeZone: string;
  sessionDate: string;
}
