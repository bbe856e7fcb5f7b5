import { pageMetadata } from "@/components/site/metadata";
import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { BannerPage } from "@/components/site/section";
import { siteConfig, whatsappHref } from "@/lib/site-config";
import { imageSrc } from "@/lib/images/image-path";

export const metadata: Metadata = pageMetadata(
  "/contact",
  "Contact us",
  `Talk to a ${siteConfig.name} advisor about courses, batch timings, fees and corporate training. We reply within one working day.`,
);

const channels = [
  {
    label: "Call us",
    value: siteConfig.phone,
    href: siteConfig.phoneHref,
    icon: "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z",
  },
  {
    label: "Email us",
    value: siteConfig.email,
    href: `mailto:${siteConfig.email}`,
    icon: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 3.2V18h16V7.2l-8 5-8-5ZM4.6 6l7.4 4.6L19.4 6H4.6Z",
  },
  {
    label: "Chat on WhatsApp",
    value: "Message an advisor",
    href: whatsappHref(),
    icon: "M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Z",
  },
];

export default function ContactPage() {
  return (
    <BannerPage
      title="Contact us"
      text="Questions about a course, a batch or training for your team? Send us a message and an advisor will contact you."
      crumbs={[{ label: "Contact" }]}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.25fr] lg:px-8">
        <div>
          <img
            src={imageSrc("/images/illustrations/contact-us.svg", 800)}
            alt="An advisor answering messages"
            width={480}
            height={360}
            className="mx-auto h-auto w-full max-w-sm"
          />
          <h2 className="mt-8 text-2xl font-extrabold text-ink">Talk to us</h2>
          <p className="mt-2 leading-7 text-slate-600">{siteConfig.hours}.</p>
          <ul className="mt-6 space-y-3">
            {channels.map((channel) => (
              <li key={channel.label}>
                <a
                  href={channel.href}
                  {...(channel.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="flex items-center gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 transition-colors hover:bg-brand-50"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                      <path d={channel.icon} />
                    </svg>
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-600">{channel.label}</span>
                    <span className="block font-bold text-ink">{channel.value}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <address className="mt-6 rounded-xl bg-slate-50 p-4 text-sm not-italic leading-6 text-slate-700 ring-1 ring-slate-200">
            <span className="block font-semibold text-ink">{siteConfig.legalName}</span>
            {siteConfig.address.street}, {siteConfig.address.locality}, {siteConfig.address.region} {siteConfig.address.postalCode},{" "}
            {siteConfig.address.countryName}
          </address>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
          <h2 className="text-2xl font-extrabold text-ink">Send us a message</h2>
          <p className="mt-1 text-sm text-slate-600">
            All fields are required. We use your details only to answer you (see our{" "}
            <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </a>
            ).
          </p>
          <ContactForm className="mt-6" />
        </div>
      </div>
    </BannerPage>
  );
}
