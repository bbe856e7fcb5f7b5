// The Course JSON-LD's offers (billing-and-delivery.md §2, Google's Course info guidelines). Pure.
import { fromMinorUnits, minorExponent } from "../validation/currencies";
import { dateInZone } from "../schedule/status";
import type { TrainingStatus } from "../schedule/status";
import { currentPrice, type TrainingPrice } from "./price";

interface OfferedTraining {
  status: TrainingStatus;
  timeZone: string;
  price: TrainingPrice;
  seats: { isFull: boolean };
}

/**
 * One Offer per upcoming batch with a price: today's per-seat price in its zone, valid through the early bird's last
 * day while it runs, SoldOut when full. Without any, one offer priced by enquiry (the course is still sold).
 */
export function courseOffers(trainings: readonly OfferedTraining[], url: string, at: Date) {
  const offers = trainings.flatMap((t) => {
    if (t.status !== "Upcoming") return [];
    const current = currentPrice(t.price, dateInZone(at, t.timeZone));
    if (!current) return [];
    return [
      {
        "@type": "Offer",
        category: "Paid",
        price: fromMinorUnits(current.price, t.price.currency).toFixed(minorExponent(t.price.currency)),
        priceCurrency: t.price.currency,
        ...(current.validUntil ? { validThrough: current.validUntil } : {}),
        availability: t.seats.isFull ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        url,
      },
    ];
  });
  return offers.length ? offers : [{ "@type": "Offer", category: "Paid", url, availability: "https://schema.org/InStock" }];
}
