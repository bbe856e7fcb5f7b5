import { describe, expect, it } from "vitest";
import { buildDialTable } from "@/lib/phone/build-table";
import { dialTable } from "@/lib/phone/dial-table";
import {
  allowsLength,
  countriesWithDialCode,
  listCountries,
  phoneLengthMessage,
  phoneLengthOf,
  phoneLengthOfDialCode,
  toPhoneLength,
} from "@/lib/phone/countries";

describe("the country table", () => {
  it("is the table libphonenumber-js's metadata gives today (regenerate with `npx tsx lib/phone/build-table.ts`)", () => {
    const fresh = buildDialTable();
    expect(Object.keys(dialTable).sort()).toEqual(Object.keys(fresh).sort());
    for (const [code, [dial, lengths]] of Object.entries(fresh)) expect(dialTable[code], code).toEqual([dial, lengths]);
  });

  it("has about 250 countries, each with a name, a dial code and lengths", () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^[1-9]\d{0,3}$/);
      expect(c.label.length).toBeGreaterThan(1);
    }
    const names = countries.map((c) => c.label);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
  });

  it.each([
    ["IN", "India", "91", 10, "Phone number must be 10 digits."],
    ["US", "United States", "1", 10, "Phone number must be 10 digits."],
    ["DE", "Germany", "49", [10, 11], "Phone number must be 10 or 11 digits."],
    ["AR", "Argentina", "54", [10, 11], "Phone number must be 10 or 11 digits."],
    ["AT", "Austria", "43", { min: 7, max: 13 }, "Phone number must be between 7 and 13 digits."],
    ["FI", "Finland", "358", { min: 6, max: 10 }, "Phone number must be between 6 and 10 digits."],
  ])("%s (%s): +%s, lengths %j", (code, name, dial, length, message) => {
    const country = listCountries().find((c) => c.code === code)!;
    expect(country).toMatchObject({ label: name, dialCode: dial });
    expect(country.phoneLength).toEqual(length);
    expect(phoneLengthOf(code)).toEqual(length);
    expect(phoneLengthMessage(length)).toBe(message);
  });

  it("checks lengths for a single value, a list and a range", () => {
    expect([9, 10, 11].map((n) => allowsLength(10, n))).toEqual([false, true, false]);
    expect([9, 10, 11, 12].map((n) => allowsLength([10, 11], n))).toEqual([false, true, true, false]);
    expect([6, 7, 13, 14].map((n) => allowsLength({ min: 7, max: 13 }, n))).toEqual([false, true, true, false]);
    expect(toPhoneLength([7, 9, 10])).toEqual([7, 9, 10]);
    expect(phoneLengthMessage([7, 9, 10])).toBe("Phone number must be 7, 9 or 10 digits.");
  });

  it("a shared dial code (+1) allows the lengths of every country that uses it", () => {
    expect(countriesWithDialCode("1")).toEqual(expect.arrayContaining(["US", "CA", "JM"]));
    expect(phoneLengthOfDialCode("1")).toBe(10);
    expect(phoneLengthOfDialCode("999")).toBeUndefined();
  });
});
