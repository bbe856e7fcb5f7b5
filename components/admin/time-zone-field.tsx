"use client";
import { useId, type ComponentProps } from "react";
import { TextField } from "@/components/ui/field";

/** A training's or a trainer's IANA time zone: typed freely, with the known zones offered as suggestions. */
export function TimeZoneField({ timeZones, ...props }: Omit<ComponentProps<typeof TextField>, "label" | "list"> & { timeZones: string[] }) {
  const listId = useId();
  return (
    <div>
      <TextField label="Time zone" required autoComplete="off" list={listId} {...props} />
      <datalist id={listId}>
        {timeZones.map((tz) => (
          <option key={tz} value={tz} />
        ))}
      </datalist>
    </div>
  );
}
