// The company's public details, in one place: the header, footer, contact page, JSON-LD and WhatsApp button read them.
export const siteConfig = {
  name: "Stackwise Academy",
  /** The short form, where the name stands beside a word of its own ("Stackwise Staff"). */
  shortName: "Stackwise",
  /** The brand's colours for what the stylesheet can't reach (mails): the values of app/globals.css. */
  colors: {
    brand: "#4338ca",
    brandLight: "#a5b4fc",
    ink: "#0f172a",
    text: "#334155",
    muted: "#64748b",
    faint: "#94a3b8",
    line: "#e2e8f0",
    page: "#f1f5f9",
    white: "#ffffff",
  },
  legalName: "Stackwise Academy Private Limited",
  tagline: "Hands-on, job-focused tech training",
  description:
    "Join 1000+ learners in hands-on, job-focused training in cloud, DevOps, AI/ML, cybersecurity, data engineering and automation, led by working engineers.",
  title: "Cloud, DevOps, AI/ML & Cybersecurity Courses | Stackwise Academy",
  foundedYear: 2014,
  phone: "+91 80 4718 2290",
  phoneHref: "tel:+918047182290",
  email: "hello@stackwise.academy",
  address: {
    street: "4th Floor, Prestige Tech Park, Outer Ring Road",
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560103",
    country: "IN",
    countryName: "India",
  },
  hours: "Monday to Saturday, 9:00 AM to 7:00 PM IST",
  whatsapp: {
    // International format without "+" or spaces, as wa.me expects.
    number: "918047182290",
    text: "Hello Stackwise Academy! I'm interested in your courses and would like to know more about the upcoming trainings.",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/stackwise-academy" },
    { name: "YouTube", href: "https://www.youtube.com/@stackwiseacademy" },
    { name: "X", href: "https://x.com/stackwiseacad" },
    { name: "Instagram", href: "https://www.instagram.com/stackwise.academy" },
    { name: "Facebook", href: "https://www.facebook.com/stackwiseacademy" },
  ],
  stats: [
    { value: "10+", label: "Years of training" },
    { value: "5,000+", label: "Students trained" },
    { value: "50+", label: "Industry mentors" },
  ],
  legalEffectiveDate: "1/05/2025",
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]["name"];

/** The click-to-chat link of the floating contact button. */
export function whatsappHref(): string {
  return `https://wa.me/${siteConfig.whatsapp.number}?text=${encodeURIComponent(siteConfig.whatsapp.text)}`;
}
