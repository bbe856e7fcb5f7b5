/**
 * Demo trainings (batches), placed relative to the day the seed runs so that the Upcoming, Ongoing and
 * Completed tabs always have content. Offsets are in days from today; lengths in days.
 */
export interface SeedTraining {
  courseKey: string;
  startOffset: number;
  lengthDays: number;
  startTime: string;
  endTime: string;
  timeZone?: string;
  cancelled?: boolean;
}

export const seedTrainings: SeedTraining[] = [
  // Completed
  { courseKey: "aws-solutions-architect", startOffset: -75, lengthDays: 30, startTime: "19:00", endTime: "21:00" },
  { courseKey: "docker-kubernetes", startOffset: -60, lengthDays: 21, startTime: "10:00", endTime: "13:00" },
  { courseKey: "ethical-hacking", startOffset: -48, lengthDays: 28, startTime: "18:30", endTime: "20:30" },
  { courseKey: "machine-learning-python", startOffset: -40, lengthDays: 24, startTime: "09:00", endTime: "11:00", timeZone: "Europe/London" },
  // Ongoing
  { courseKey: "terraform-iac", startOffset: -6, lengthDays: 20, startTime: "07:00", endTime: "09:00" },
  { courseKey: "spark-databricks", startOffset: -3, lengthDays: 18, startTime: "19:30", endTime: "21:30" },
  { courseKey: "generative-ai-llm", startOffset: -10, lengthDays: 30, startTime: "18:00", endTime: "20:00", timeZone: "America/New_York" },
  { courseKey: "azure-administrator", startOffset: -1, lengthDays: 14, startTime: "10:00", endTime: "12:00" },
  { courseKey: "soc-analyst-siem", startOffset: 0, lengthDays: 21, startTime: "20:00", endTime: "22:00" },
  // Upcoming
  { courseKey: "cicd-pipelines", startOffset: 5, lengthDays: 15, startTime: "19:00", endTime: "21:00" },
  { courseKey: "kafka-streaming", startOffset: 9, lengthDays: 12, startTime: "08:00", endTime: "10:00", timeZone: "Europe/London" },
  { courseKey: "cloud-security-engineering", startOffset: 14, lengthDays: 20, startTime: "18:30", endTime: "20:30" },
  { courseKey: "python-automation", startOffset: 18, lengthDays: 10, startTime: "10:00", endTime: "13:00" },
  { courseKey: "mlops-production", startOffset: 24, lengthDays: 21, startTime: "19:00", endTime: "21:00" },
  { courseKey: "aws-solutions-architect", startOffset: 30, lengthDays: 30, startTime: "07:30", endTime: "09:30" },
  { courseKey: "snowflake-dbt", startOffset: 37, lengthDays: 14, startTime: "18:00", endTime: "20:00", timeZone: "Asia/Singapore" },
  { courseKey: "site-reliability-engineering", startOffset: 45, lengthDays: 18, startTime: "19:30", endTime: "21:30" },
  { courseKey: "deep-learning", startOffset: 52, lengthDays: 24, startTime: "10:00", endTime: "12:00" },
  // Cancelled
  { courseKey: "ansible-automation", startOffset: 20, lengthDays: 10, startTime: "19:00", endTime: "21:00", cancelled: true },
];
