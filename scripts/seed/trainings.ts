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
  /** Per seat in rupees, tax inclusive; absent: "fees on enquiry". */
  price?: number;
  /** The early-bird price in rupees, up to and including `untilOffset` days from today. */
  earlyBird?: { price: number; untilOffset: number };
  groupDiscounts?: { minSeats: number; percentOff: number }[];
  /** Taught by the demo trainer (scripts/seed/billing.ts); these batches never overlap. */
  demoTrainer?: boolean;
}

const teams = [
  { minSeats: 3, percentOff: 10 },
  { minSeats: 5, percentOff: 15 },
];

// Fees on enquiry: the New York Generative AI batch, Snowflake & dbt and Deep Learning (no price).
export const seedTrainings: SeedTraining[] = [
  // Completed
  { courseKey: "aws-solutions-architect", startOffset: -75, lengthDays: 30, startTime: "19:00", endTime: "21:00", price: 34_999 },
  { courseKey: "docker-kubernetes", startOffset: -60, lengthDays: 21, startTime: "10:00", endTime: "13:00", price: 24_999 },
  { courseKey: "ethical-hacking", startOffset: -48, lengthDays: 28, startTime: "18:30", endTime: "20:30", price: 29_999 },
  { courseKey: "machine-learning-python", startOffset: -40, lengthDays: 24, startTime: "09:00", endTime: "11:00", timeZone: "Europe/London", price: 27_999 },
  // Ongoing
  {
    courseKey: "terraform-iac",
    startOffset: -6,
    lengthDays: 20,
    startTime: "07:00",
    endTime: "09:00",
    price: 19_999,
    groupDiscounts: teams,
    demoTrainer: true,
  },
  { courseKey: "spark-databricks", startOffset: -3, lengthDays: 18, startTime: "19:30", endTime: "21:30", price: 26_999 },
  { courseKey: "generative-ai-llm", startOffset: -10, lengthDays: 30, startTime: "18:00", endTime: "20:00", timeZone: "America/New_York" },
  { courseKey: "azure-administrator", startOffset: -1, lengthDays: 14, startTime: "10:00", endTime: "12:00", price: 21_999 },
  { courseKey: "soc-analyst-siem", startOffset: 0, lengthDays: 21, startTime: "20:00", endTime: "22:00", price: 27_999 },
  // Upcoming
  {
    courseKey: "cicd-pipelines",
    startOffset: 5,
    lengthDays: 15,
    startTime: "19:00",
    endTime: "21:00",
    price: 18_999,
    earlyBird: { price: 15_999, untilOffset: 2 },
    groupDiscounts: teams,
  },
  { courseKey: "kafka-streaming", startOffset: 9, lengthDays: 12, startTime: "08:00", endTime: "10:00", timeZone: "Europe/London", price: 22_999 },
  {
    courseKey: "cloud-security-engineering",
    startOffset: 14,
    lengthDays: 20,
    startTime: "18:30",
    endTime: "20:30",
    price: 32_999,
    earlyBird: { price: 27_999, untilOffset: 7 },
    groupDiscounts: teams,
  },
  {
    courseKey: "python-automation",
    startOffset: 18,
    lengthDays: 10,
    startTime: "10:00",
    endTime: "13:00",
    price: 12_999,
    groupDiscounts: [{ minSeats: 5, percentOff: 10 }],
  },
  {
    courseKey: "mlops-production",
    startOffset: 24,
    lengthDays: 21,
    startTime: "19:00",
    endTime: "21:00",
    price: 29_999,
    earlyBird: { price: 25_999, untilOffset: 14 },
    demoTrainer: true,
  },
  {
    courseKey: "aws-solutions-architect",
    startOffset: 30,
    lengthDays: 30,
    startTime: "07:30",
    endTime: "09:30",
    price: 34_999,
    earlyBird: { price: 29_999, untilOffset: 20 },
    groupDiscounts: teams,
  },
  { courseKey: "snowflake-dbt", startOffset: 37, lengthDays: 14, startTime: "18:00", endTime: "20:00", timeZone: "Asia/Singapore" },
  { courseKey: "site-reliability-engineering", startOffset: 45, lengthDays: 18, startTime: "19:30", endTime: "21:30", price: 31_999 },
  { courseKey: "deep-learning", startOffset: 52, lengthDays: 24, startTime: "10:00", endTime: "12:00" },
  // Cancelled
  { courseKey: "ansible-automation", startOffset: 20, lengthDays: 10, startTime: "19:00", endTime: "21:00", cancelled: true, price: 14_999 },
];
