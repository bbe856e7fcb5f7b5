import type { Client } from "@/lib/clients/types";
import { imageSrc } from "@/lib/images/image-path";
import { Section } from "./section";

/** The most logos the strip shows: two rows on a wide screen, however many clients the company lists. */
export const CLIENT_STRIP_MAX = 10;

/** The client logo strip. */
export function ClientStrip({ clients }: { clients: Pick<Client, "id" | "name" | "imageUrl">[] }) {
  if (clients.length === 0) return null;
  return (
    <Section id="clients" eyebrow="Our clients" title="Trusted by engineering teams across industries" tone="tint">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {clients.slice(0, CLIENT_STRIP_MAX).map((client) => (
          <li key={client.id} className="client-logo">
            <img src={imageSrc(client.imageUrl, 240)} alt={client.name} width={240} height={96} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
