import type { Client } from "@/lib/clients/types";
import { Section } from "./section";

/** The client logo strip. */
export function ClientStrip({ clients }: { clients: Pick<Client, "id" | "name" | "imageUrl">[] }) {
  if (clients.length === 0) return null;
  return (
    <Section id="clients" eyebrow="Our clients" title="Trusted by engineering teams across industries" tone="tint">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {clients.map((client) => (
          <li key={client.id} className="grid place-items-center rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <img src={client.imageUrl} alt={client.name} width={240} height={96} loading="lazy" className="h-16 w-auto max-w-full object-contain" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
